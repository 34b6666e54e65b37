import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminMessage, AdminMessageCreate } from '@portal/contracts/messages';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from '../../../lib/query-keys.ts';

/** The platform messages operators sent, newest first. */
export const listMessages = (query: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  apiFetch<Page<AdminMessage>>(api.messages, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const useSentMessages = (query: { pageNo: number; pageSize: number }) =>
  useQuery({
    queryKey: [MESSAGES_KEY, query],
    queryFn: ({ signal }) => listMessages(query, signal),
    placeholderData: keepPreviousData,
  });

/** Sends one message (audited on the server). */
export const sendMessage = (message: AdminMessageCreate) =>
  apiFetch<AdminMessage>(api.messages, { method: 'POST', body: message });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
  });
}
