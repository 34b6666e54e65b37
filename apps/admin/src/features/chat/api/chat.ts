import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatDesk, ChatDeskHistory, ChatDeskItem, ChatMessage } from '@portal/contracts/chat';
import { chatApi } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { CHAT_KEY } from '../../../lib/query-keys.ts';

/** The desk: open conversations, waiting ones first (longest wait first). */
export const useDesk = () =>
  useQuery({
    queryKey: [CHAT_KEY, 'desk'],
    queryFn: ({ signal }) => apiFetch<ChatDesk>(chatApi.conversations, { signal }),
    // Pushes refresh it; this catches anything a dropped socket missed.
    refetchInterval: 30_000,
  });

/** A page of one conversation's messages (oldest first), older than `before` when given. */
export const getHistory = (id: number, before?: number) =>
  apiFetch<ChatDeskHistory>(chatApi.messages(id), {
    query: { limit: 30, ...(before ? { before } : {}) },
  });

function useDeskAction(path: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<ChatDeskItem>(path(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHAT_KEY] }),
  });
}

/** Take a waiting conversation (audited). */
export const useClaim = () => useDeskAction(chatApi.claim);
/** Close a conversation (audited). */
export const useClose = () => useDeskAction(chatApi.close);

/** Reply with text over HTTP (the socket's fallback). */
export const postReply = (id: number, text: string, clientId: string) =>
  apiFetch<ChatMessage>(chatApi.messages(id), { method: 'POST', body: { text, clientId } });

/** Reply with an image (multipart "file"; sniffed and re-encoded by the server). */
export function postImage(id: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ChatMessage>(chatApi.images(id), { method: 'POST', body });
}
