import { z } from 'zod';

/*
 * Live chat: a support conversation between a signed-in member and the white label's operators.
 * Messages are written over the socket (or HTTP), kept in the database and pushed to both sides
 * on every node; images go up over HTTP (multipart) and are sniffed and re-encoded first.
 */

/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** Largest image, and the types taken (by content, whatever the name says). */
export const CHAT_IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] };
/** Messages a member may send per minute; the next waits until the minute is over. */
export const CHAT_SEND_PER_MINUTE = 20;
/** Where the chat lives in the web app: the answer of chat launch. */
export const CHAT_PAGE_PATH = '/liveChat';

export const CHAT_STATUSES = ['WAITING', 'OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SENDERS = ['MEMBER', 'OPERATOR'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

const DateTime = z.string().describe('ISO-8601 date-time');
const Id = z.number().int().positive();

export const ChatTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_TEXT_MAX)
  .describe(`Message text, 1–${CHAT_TEXT_MAX} characters, shown as plain text`);
const ClientId = z
  .string()
  .regex(/^[\w-]{1,40}$/)
  .optional()
  .describe("The sender's own id for the message, echoed back with it");

export const ChatMessageSchema = z.object({
  id: Id,
  conversationId: Id,
  sender: z.enum(CHAT_SENDERS),
  text: z.string().nullable().describe('Plain text; null for an image'),
  image: z.boolean().describe('An image: GET …/chat/images/{id} with the session'),
  operatorName: z.string().nullable().describe("The answering operator's display name"),
  createdAt: DateTime,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatConversationSchema = z.object({
  id: Id,
  status: z.enum(CHAT_STATUSES),
  memberReadId: z.number().int().describe('Last message id the member has read'),
  operatorReadId: z.number().int().describe('Last message id an operator has read'),
  waitingSince: DateTime.nullable().describe('Oldest member message not yet answered'),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional().describe('Messages older than this id'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

export const ChatHistorySchema = z.object({
  list: z.array(ChatMessageSchema).describe('Oldest first'),
  hasMore: z.boolean().describe('Older messages exist (ask again with before = list[0].id)'),
  conversation: ChatConversationSchema.nullable().describe('The live (or last) conversation'),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

export const ChatSendSchema = z.object({ text: ChatTextSchema, clientId: ClientId });
export type ChatSend = z.infer<typeof ChatSendSchema>;
export const ChatReadSchema = z.object({ messageId: Id });
export const ChatLaunchSchema = z.object({
  chatUrl: z.string().describe('Where the chat opens in the web app'),
});

/** A conversation on the console's desk. */
export const ChatDeskItemSchema = z.object({
  id: Id,
  memberId: Id,
  username: z.string(),
  status: z.enum(CHAT_STATUSES),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  waitingSince: DateTime.nullable(),
  waitingSeconds: z.number().int().nullable().describe('How long the member has waited'),
  lastMessageAt: DateTime.nullable(),
  unread: z.number().int().describe('Member messages no operator has read'),
  memberReadId: z.number().int(),
  operatorReadId: z.number().int(),
});
export type ChatDeskItem = z.infer<typeof ChatDeskItemSchema>;
export const ChatDeskSchema = z.object({
  list: z.array(ChatDeskItemSchema).describe('Waiting for an answer first, longest wait first'),
  serverTime: DateTime,
});
export type ChatDesk = z.infer<typeof ChatDeskSchema>;
export const ChatDeskHistorySchema = ChatHistorySchema.extend({ conversation: ChatDeskItemSchema });
export type ChatDeskHistory = z.infer<typeof ChatDeskHistorySchema>;

/** What a chat socket sends, after its first message `{type:'auth', token}`. */
export const ChatClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    text: ChatTextSchema,
    clientId: ClientId,
    conversationId: Id.optional().describe('Operators: which conversation'),
  }),
  z.object({ type: z.literal('typing'), conversationId: Id.optional() }),
  z.object({ type: z.literal('read'), messageId: Id, conversationId: Id.optional() }),
]);
export type ChatClientMessage = z.infer<typeof ChatClientMessageSchema>;

/** What a chat socket receives. */
export type ChatEvent =
  | { type: 'chat.ready' }
  | { type: 'chat.message'; message: ChatMessage; clientId?: string | undefined }
  | { type: 'chat.typing'; conversationId: number; from: ChatSender }
  | { type: 'chat.read'; conversationId: number; by: ChatSender; messageId: number }
  | {
      type: 'chat.conversation';
      conversation: ChatConversation & { memberId: number; operatorId: number | null };
    }
  | { type: 'chat.error'; code: string; message: string; clientId?: string | undefined };

export const ChatIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
