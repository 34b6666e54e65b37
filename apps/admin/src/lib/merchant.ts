import { readStorage, writeStorage } from './storage.ts';

const KEY = 'adminMerchant';

/**
 * The white label to manage. Normally the host decides (no header); `?merchant=code` on the
 * console URL pins one, e.g. when several white labels share a staging host.
 */
export function getMerchant(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('merchant');
  if (fromUrl && /^[\w-]{1,32}$/.test(fromUrl)) writeStorage('session', KEY, fromUrl);
  return readStorage('session', KEY);
}
