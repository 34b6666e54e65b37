import type {
  ChatConversation,
  ChatDeskItem,
  ChatEvent,
  ChatMessage,
} from '@portal/contracts/chat';
import type { Db } from '../../db/client.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { AuditTrail } from '../admin/admin.audit.ts';
import type { ChatChannel } from '../wallet/wallet-events.ts';
import type { ConversationRow, DeskRow, MessageRow } from './chat.repo.ts';

/** What the chat services share: the database, the event bus, the audit log, the counters. */
export interface ChatDeps {
  db: Db;
  /** The member event bus (Redis across nodes when configured): chat channels. */
  publish: (channel: ChatChannel, event: ChatEvent) => Promise<void>;
  audit: AuditTrail;
  limits: AttemptLimits;
  now?: () => Date;
}

/** A stored image: re-encoded bytes and their type. */
export interface ChatImage {
  content: Buffer;
  contentType: string;
}

/** What a message carries: text, or an image already sniffed and re-encoded. */
export type ChatContent = { text: string } | { image: ChatImage };

export const messageView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender as ChatMessage['sender'],
  text: row.body,
  image: row.hasImage,
  operatorName: row.sender === 'OPERATOR' ? row.operatorName : null,
  createdAt: row.createdAt.toISOString(),
});

export const conversationView = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  status: row.status as ChatConversation['status'],
  memberReadId: row.memberReadId,
  operatorReadId: row.operatorReadId,
  waitingSince: row.waitingSince ? row.waitingSince.toISOString() : null,
});

export function deskView(row: DeskRow, at: Date): ChatDeskItem {
  const c = row.conversation;
  return {
    ...conversationView(c),
    memberId: c.memberId,
    username: row.username,
    operatorId: c.operatorId,
    operatorName: row.operatorName,
    waitingSeconds: c.waitingSince
      ? Math.max(0, Math.floor((at.getTime() - c.waitingSince.getTime()) / 1000))
      : null,
    lastMessageAt: c.lastMessageAt ? c.lastMessageAt.toISOString() : null,
    unread: row.unread,
  };
}

/** The conversation as both sides' sockets learn of a change (claimed, closed, opened). */
export const conversationEvent = (row: ConversationRow): ChatEvent => ({
  type: 'chat.conversation',
  conversation: { ...conversationView(row), memberId: row.memberId, operatorId: row.operatorId },
});

/** Pushes an event to the member's chat sockets and the desk; never throws (it committed). */
export async function tellBoth(deps: ChatDeps, row: ConversationRow, event: ChatEvent) {
  await Promise.allSettled([
    deps.publish({ member: row.memberId }, event),
    deps.publish({ desk: row.merchantId }, event),
  ]);
}
