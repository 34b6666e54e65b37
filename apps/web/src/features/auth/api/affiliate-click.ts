import { apiFetch } from '../../../lib/api-client.ts';

/** The path lives here, not in config/paths.ts (the entry): only the sign-up popup calls it. */
export const AFFILIATE_CLICK_PATH = '/wps/agent/affiliate/click';

/** POST /wps/agent/affiliate/click (public) → { counted }: one opening of an agent's link. */
export function postAffiliateClick(code: string): Promise<{ counted: boolean }> {
  return apiFetch(AFFILIATE_CLICK_PATH, { method: 'POST', body: { code } });
}
