import {
  CHAT_PAGE_PATH,
  CHAT_SEND_PER_MINUTE,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
} from '@portal/contracts/chat';
import { AppError } from '../../lib/app-error.ts';
import type { LimitRule } from '../auth/attempt-limits.ts';
import * as repo from './chat.repo.ts';
import {
  conversationEvent,
  conversationView,
  messageView,
  tellBoth,
  type ChatContent,
  type ChatDeps,
} from './chat-kit.ts';

/** A member's sends, counted in the database (shared by every node) before each is stored. */
export const CHAT_SEND_LIMIT: LimitRule = {
  scope: 'chat-send',
  max: CHAT_SEND_PER_MINUTE,
  windowMs: 60_000,
  lockMs: 60_000,
};

/** The member a chat call is for: who, and on which white label. */
export interface ChatMember {
  id: number;
  merchantId: number;
}

export type ChatService = ReturnType<typeof createChatService>;

/**
 * The member's side of live chat: history, sending (text or an image), read marks and typing.
 * A message is stored first, then pushed to the member's sockets and the desk on every node.
 */
export function createChatService(deps: ChatDeps) {
  const now = deps.now ?? (() => new Date());

  /** The member's messages across their conversations, a page at a time (oldest first). */
  async function history(member: ChatMember, query: ChatHistoryQuery): Promise<ChatHistory> {
    const page = await repo.messagesPage(
      deps.db,
      { merchantId: member.merchantId, memberId: member.id },
      query.before,
      query.limit,
    );
    const conversation = await repo.findLatest(deps.db, member.merchantId, member.id);
    return {
      list: page.list.map(messageView),
      hasMore: page.hasMore,
      conversation: conversation ? conversationView(conversation) : null,
    };
  }

  /**
   * Stores the member's message in their live conversation (opened when there is none), then
   * pushes it. Refused with RATE_LIMITED past the per-minute count.
   */
  async function send(
    member: ChatMember,
    content: ChatContent,
    clientId?: string,
  ): Promise<ChatMessage> {
    const allowed = await deps.limits.claim(CHAT_SEND_LIMIT, `${member.merchantId}:${member.id}`);
    if (!allowed.allowed) throw new AppError('RATE_LIMITED');
    const at = now();
    const { conversation, isNew, messageId } = await deps.db.transaction(async (tx) => {
      const live = await repo.openLive(tx, member.merchantId, member.id);
      const inserted = await repo.insertMessage(tx, {
        conversationId: live.conversation.id,
        sender: 'MEMBER',
        ...('text' in content
          ? { body: content.text }
          : { image: content.image.content, imageType: content.image.contentType }),
        createdAt: at,
      });
      const updated = await repo.afterMemberMessage(tx, live.conversation.id, inserted.id, at);
      return { conversation: updated, isNew: live.isNew, messageId: inserted.id };
    });
    const message = messageView((await repo.findMessage(deps.db, messageId))!);
    await tellBoth(deps, conversation, { type: 'chat.message', message, clientId });
    // A new conversation (or the member's read mark and waiting time) shows on the desk.
    if (isNew) await tellBoth(deps, conversation, conversationEvent(conversation));
    return message;
  }

  /** Moves the member's read mark to a message of their own conversations; the desk learns. */
  async function read(member: ChatMember, messageId: number): Promise<void> {
    const row = await repo.markRead(deps.db, 'member', messageId, {
      merchantId: member.merchantId,
      memberId: member.id,
    });
    if (!row) throw new AppError('NOT_FOUND');
    await deps
      .publish(
        { desk: row.merchantId },
        { type: 'chat.read', conversationId: row.id, by: 'MEMBER', messageId: row.memberReadId },
      )
      .catch(() => undefined);
  }

  /** "The member is typing": to the desk only, never stored. Silent without a live conversation. */
  async function typing(member: ChatMember): Promise<void> {
    const live = await repo.findLive(deps.db, member.merchantId, member.id);
    if (!live) return;
    await deps
      .publish(
        { desk: member.merchantId },
        { type: 'chat.typing', conversationId: live.id, from: 'MEMBER' },
      )
      .catch(() => undefined);
  }

  /** An image of the member's own conversations. */
  async function image(member: ChatMember, messageId: number) {
    const found = await repo.findImage(deps.db, messageId, {
      merchantId: member.merchantId,
      memberId: member.id,
    });
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Chat launch: where this chat opens in the web app. */
  const launch = () => ({ chatUrl: CHAT_PAGE_PATH });

  return { history, send, read, typing, image, launch };
}
