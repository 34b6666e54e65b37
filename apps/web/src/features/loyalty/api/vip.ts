import { useQuery } from '@tanstack/react-query';
import type { VipStatus } from '@portal/contracts/vip';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** GET /wps/loyalty/vip: the ladder (names in the page's language) and where I stand on it. */
export function getVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiFetch<VipStatus>(loyaltyPaths.vip, { signal });
}

/** Keyed by token (one member's totals never show to the next) and language (level names). */
export function useVipStatus() {
  const token = useSessionStore((s) => s.token);
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: ['vip', token, language],
    queryFn: ({ signal }) => getVipStatus(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
