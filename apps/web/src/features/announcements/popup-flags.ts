import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The spec's session flags: once a popup set is closed it stays closed for the session. */
export const POPUP_FLAG = { member: 'USER_POPUP', visitor: 'ANONYMOUS_POPUP' } as const;
export type PopupAudience = keyof typeof POPUP_FLAG;
const CLOSED = 'closed';

export function isPopupClosed(audience: PopupAudience): boolean {
  return readStorage('session', POPUP_FLAG[audience]) === CLOSED;
}

export function markPopupClosed(audience: PopupAudience): void {
  writeStorage('session', POPUP_FLAG[audience], CLOSED);
}
