import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminApplication, ApplicationDecision } from '@portal/contracts/promotions';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { APPLICATIONS_KEY, PROMOTIONS_KEY } from '../../../lib/query-keys.ts';

export interface ApplicationQuery {
  state: AdminApplication['state'];
  /** Absent: every promotion. */
  promotionId?: number | undefined;
  pageNo: number;
  pageSize: number;
}

/** Applications under a state (waiting ones oldest first), with their images' console paths. */
export const useApplications = (query: ApplicationQuery) =>
  useQuery({
    queryKey: [APPLICATIONS_KEY, query],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminApplication>>(api.applications, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Approves (the reward is paid at once) or rejects with a reason the member sees. Whatever the
 * answer, the queue and the promotions' waiting counts are read again: a 409
 * LOYALTY_APPLICATION_DECIDED means another operator decided it first.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApplicationDecision }) =>
      apiFetch<AdminApplication>(api.applicationDecide(id), { method: 'POST', body: decision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [APPLICATIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [PROMOTIONS_KEY] }),
      ]),
  });
}
