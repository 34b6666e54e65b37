import { CHAT_IMAGE_LIMITS, type ChatHistory, type ChatMessage } from '@portal/contracts/chat';
import { chatPaths } from '../../../config/paths.ts';
import { apiFetch, buildHeaders } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** GET /wps/chat/messages: the member's history, newest page first (`before` pages back). */
export function getChatHistory(before?: number, signal?: AbortSignal) {
  const query = before === undefined ? '?limit=30' : `?limit=30&before=${before}`;
  return apiFetch<ChatHistory>(`${chatPaths.messages}${query}`, { signal });
}

/** POST /wps/chat/messages: the socket's fallback when it is down. */
export function postChatText(text: string, clientId: string) {
  return apiFetch<ChatMessage>(chatPaths.messages, { method: 'POST', body: { text, clientId } });
}

/** Why a picked file cannot be sent ('type' or 'size'), checked before the server checks it. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!CHAT_IMAGE_LIMITS.types.includes(file.type)) return 'type';
  if (file.size > CHAT_IMAGE_LIMITS.maxBytes) return 'size';
  return null;
}

/** POST /wps/chat/images (multipart "file"): the server sniffs and re-encodes it. */
export function postChatImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ChatMessage>(chatPaths.images, { method: 'POST', body, timeoutMs: 60_000 });
}

/** GET /wps/chat/images/{id} with the session: the image bytes for an object URL. */
export async function getChatImage(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(chatPaths.image(id), {
    headers: buildHeaders({}, { body: undefined }),
    signal,
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', 'chat image', response.status);
  return response.blob();
}
