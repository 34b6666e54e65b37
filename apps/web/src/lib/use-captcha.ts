import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { authPaths } from '../config/paths.ts';
import { apiFetch } from './api-client.ts';
import { useThrottle } from './use-throttle.ts';

/** Spec section 9: the captcha refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** GET /wps/captcha?key=K → a 'data:image/png;base64,…' image for that key. */
export function getCaptcha(key: string, signal?: AbortSignal): Promise<string> {
  return apiFetch<string>(`${authPaths.captcha}?key=${encodeURIComponent(key)}`, { signal });
}

/**
 * A captcha image and the client-chosen key it belongs to; loads while `isActive`. Each refresh
 * picks a new key. `refresh()` is throttled for clicks, `refresh(true)` (after a failed
 * attempt) is not.
 */
export function useCaptcha(isActive: boolean) {
  const [captchaKey, setCaptchaKey] = useState(() => crypto.randomUUID());
  const tryRun = useThrottle(CAPTCHA_REFRESH_MS);
  const query = useQuery({
    queryKey: ['captcha', captchaKey],
    queryFn: ({ signal }) => getCaptcha(captchaKey, signal),
    enabled: isActive,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const refresh = useCallback(
    (force = false) => {
      if (tryRun() || force) setCaptchaKey(crypto.randomUUID());
    },
    [tryRun],
  );

  return { captchaKey, image: query.data ?? null, isLoading: query.isFetching, refresh };
}
