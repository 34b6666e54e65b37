import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MemberInfo } from '@portal/contracts/auth';
import type { MemberMessagePage, MessageIds } from '@portal/contracts/messages';
import { messagePaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { memberInfoQueryOptions } from '../../../lib/session/member-info.ts';
import { messagesKey } from '../../../lib/session/messages-key.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** GET /wps/member/messages: a page of the inbox in the page's language. */
export function getMessages(query: { pageNo: number; pageSize: number }, signal?: AbortSignal) {
  return apiFetch<MemberMessagePage>(`${messagePaths.list}${toQuery({ ...query })}`, { signal });
}

export function useMessages(query: { pageNo: number; pageSize: number }) {
  const token = useSessionStore((s) => s.token);
  // The texts come in the page's language: a language change reads them again.
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: messagesKey(token, { ...query, language }),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/**
 * Read or delete marks: the answer is the new unread count, written straight into member info
 * (the header dot and the menu badge), then the inbox is read again.
 */
function useMark(path: string) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: (ids: MessageIds) =>
      apiFetch<{ unread: number }>(path, { method: 'POST', body: ids }),
    onSuccess: ({ unread }) => {
      if (!token) return;
      queryClient.setQueryData<MemberInfo>(memberInfoQueryOptions(token).queryKey, (old) =>
        old ? { ...old, unreadMessage: unread } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey(token) }),
  });
}

export const useMarkRead = () => useMark(messagePaths.read);
export const useDeleteMessages = () => useMark(messagePaths.remove);
