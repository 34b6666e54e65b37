import { useQuery } from '@tanstack/react-query';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /wps/captcha?key=K: a 'data:image/png;base64,…' picture for that key. */
export const getCaptcha = (key: string, signal?: AbortSignal) =>
  apiFetch<string>(api.captcha, { query: { key }, signal });

/** The captcha picture for `key`, loaded only while the server asks for one. */
export function useCaptchaImage(key: string, isActive: boolean) {
  return useQuery({
    queryKey: ['captcha', key],
    queryFn: ({ signal }) => getCaptcha(key, signal),
    enabled: isActive,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
