import { readStorage, writeStorage } from './storage.ts';

const KEY = 'merchant';

/** The white-label code the server answered with; sent as the Merchant header on later calls. */
export function getMerchant(): string | null {
  return readStorage('session', KEY) ?? readStorage('local', KEY);
}

/** The spec keeps the merchant code in both session and local storage. */
export function setMerchant(code: string): void {
  writeStorage('session', KEY, code);
  writeStorage('local', KEY, code);
}
