import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentType } from '@portal/contracts/agents';
import type {
  AdminFeedbackDetail,
  AdminFeedbackPage,
  FeedbackState,
} from '@portal/contracts/feedback';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { AGENTS_KEY, FEEDBACK_KEY } from '../../../lib/query-keys.ts';

export interface FeedbackQuery {
  state?: FeedbackState | undefined;
  type?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The desk's queue, oldest first, with how long each item has waited. */
export const listFeedback = (query: FeedbackQuery, signal?: AbortSignal) =>
  apiFetch<AdminFeedbackPage>(api.feedback, {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...(query.state ? { state: query.state } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
    ...(signal ? { signal } : {}),
  });

export const useFeedbackQueue = (query: FeedbackQuery, enabled = true) =>
  useQuery({
    queryKey: [FEEDBACK_KEY, 'list', query],
    queryFn: ({ signal }) => listFeedback(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    // The waiting times move: read the queue again every minute while it is open.
    refetchInterval: 60_000,
  });

export const useFeedbackItem = (id: number) =>
  useQuery({
    queryKey: [FEEDBACK_KEY, 'item', id],
    queryFn: ({ signal }) => apiFetch<AdminFeedbackDetail>(api.feedbackItem(id), { signal }),
  });

function useDeskChange<T>(call: (input: T) => Promise<AdminFeedbackDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEY] }),
  });
}

/** Answers an item (audited; the player gets it as a personal message). */
export const useReplyFeedback = (id: number) =>
  useDeskChange((content: string) =>
    apiFetch<AdminFeedbackDetail>(api.feedbackReply(id), { method: 'POST', body: { content } }),
  );

/** Closes an item (audited). */
export const useCloseFeedback = (id: number) =>
  useDeskChange(() => apiFetch<AdminFeedbackDetail>(api.feedbackClose(id), { method: 'POST' }));

/**
 * Approves an agent application (type 6): the member becomes an agent of this type and the item
 * closes (audited; the player gets a message). The desk, the agent tree and the member's pages
 * are read again.
 */
export function useApproveAgent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: AgentType) =>
      apiFetch<AdminFeedbackDetail>(`${api.feedbackItem(id)}/approve-agent`, {
        method: 'POST',
        body: { type },
      }),
    onSuccess: (item) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEY] }),
        queryClient.invalidateQueries({ queryKey: [AGENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['admin-members'] }),
        queryClient.invalidateQueries({ queryKey: ['admin-member', item.memberId] }),
      ]),
  });
}
