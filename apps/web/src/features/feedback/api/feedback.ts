import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberFeedback, MemberFeedbackPage } from '@portal/contracts/feedback';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

export interface FeedbackSubmission {
  type: string;
  content: string;
  captcha: string;
  captchaKey: string;
  /** The member's username (spec: sender); the server takes the member from the session. */
  sender: string;
  images: readonly File[];
}

/** PUT /wps/feedback: multipart content, sender, type, captcha, captchaKey and 0–3 "image" files. */
export function sendFeedback(input: FeedbackSubmission): Promise<MemberFeedback> {
  const body = new FormData();
  body.append('type', input.type);
  body.append('content', input.content.trim());
  body.append('sender', input.sender);
  body.append('captcha', input.captcha.trim());
  body.append('captchaKey', input.captchaKey);
  for (const file of input.images) body.append('image', file);
  return apiFetch<MemberFeedback>(feedbackPaths.send, { method: 'PUT', body, timeoutMs: 60_000 });
}

/** Feedback (spec: PUT /wps/feedback) and the member's own list (GET). */
const feedbackPaths = { send: '/wps/feedback' } as const;

const feedbackKey = (token: string | null) => ['feedback', token] as const;

export function useSendFeedback() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey(token) }),
  });
}

/** GET /wps/feedback: the member's own feedback with the answers, newest first. */
export function useMyFeedback(query: { pageNo: number; pageSize: number }) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...feedbackKey(token), query],
    queryFn: ({ signal }) =>
      apiFetch<MemberFeedbackPage>(`${feedbackPaths.send}${toQuery({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}
