import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@portal/contracts/promotions';
import { refreshRewards } from './claim.ts';
import { loyaltyKey, useMemberToken } from './keys.ts';
import { loyaltyPaths } from './paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

export interface ApplicationInput {
  promotionId: number;
  comment: string;
  images: readonly File[];
}

/**
 * POST /wps/loyalty/promotions/:id/apply: multipart field comment and 0–3 "image" files, sent
 * through the one API client like feedback's screenshots (FormData: the browser writes the
 * boundary).
 */
export function applyFor(input: ApplicationInput): Promise<{ id: number }> {
  const body = new FormData();
  body.append('comment', input.comment.trim());
  for (const file of input.images) body.append('image', file);
  return apiFetch<{ id: number }>(loyaltyPaths.apply(input.promotionId), {
    method: 'POST',
    body,
    timeoutMs: 60_000,
  });
}

/** Refreshes the promotion's state and my applications once the site has the application. */
export function useApply() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: applyFor,
    onSuccess: () => refreshRewards(queryClient, token),
  });
}

/** GET /wps/loyalty/applications: my applications, newest first, titles in the page's language. */
export function getApplications(query: { pageNo: number; pageSize: number }, signal?: AbortSignal) {
  return apiFetch<RecordPage<Application>>(`${loyaltyPaths.applications}${toQuery({ ...query })}`, {
    signal,
  });
}

export function useApplications(query: { pageNo: number; pageSize: number }) {
  const { token, enabled } = useMemberToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: loyaltyKey(token, 'applications', language, query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
