import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /wps/agent/affiliate?code=X&domain=host → { valid }. */
export function checkAffiliate(
  code: string,
  domain = window.location.host,
): Promise<{ valid: boolean }> {
  const query = new URLSearchParams({ code, domain });
  return apiFetch(`${authPaths.affiliate}?${query.toString()}`);
}

export function useCheckAffiliate() {
  return useMutation({ mutationFn: (code: string) => checkAffiliate(code) });
}
