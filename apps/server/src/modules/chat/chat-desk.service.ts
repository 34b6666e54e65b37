import type {
  ChatDesk,
  ChatDeskHistory,
  ChatDeskItem,
  ChatHistoryQuery,
  ChatMessage,
} from '@portal/contracts/chat';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../admin/admin.audit.ts';
import * as repo from './chat.repo.ts';
import {
  conversationEvent,
  deskView,
  messageView,
  tellBoth,
  type ChatContent,
  type ChatDeps,
} from './chat-kit.ts';

export type ChatDeskService = ReturnType<typeof createChatDeskService>;

/**
 * The operators' side of live chat: the desk (what waits for an answer and for how long),
 * conversations of the operator's own white label only, claim and close (audited in the same
 * transaction), replies, read marks and typing.
 */
export function createChatDeskService(deps: ChatDeps) {
  const now = deps.now ?? (() => new Date());

  async function item(merchantId: number, id: number): Promise<ChatDeskItem> {
    const row = await repo.deskItem(deps.db, merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return deskView(row, now());
  }

  /** Conversations not closed: waiting for an answer first, longest wait first. */
  async function desk(actor: Actor): Promise<ChatDesk> {
    const at = now();
    const rows = await repo.desk(deps.db, actor.merchantId);
    return { list: rows.map((r) => deskView(r, at)), serverTime: at.toISOString() };
  }

  /** One conversation's messages, a page at a time (oldest first), with its desk row. */
  async function history(
    actor: Actor,
    id: number,
    query: ChatHistoryQuery,
  ): Promise<ChatDeskHistory> {
    const conversation = await item(actor.merchantId, id);
    const page = await repo.messagesPage(
      deps.db,
      { conversationId: id },
      query.before,
      query.limit,
    );
    return { list: page.list.map(messageView), hasMore: page.hasMore, conversation };
  }

  /** Takes a WAITING conversation for the operator, audited with it. */
  async function claimIn(tx: Executor, actor: Actor, id: number) {
    const claimed = await repo.claim(tx, actor.merchantId, id, actor.operatorId);
    if (claimed) {
      await deps.audit.byActor(tx, actor, 'chat.claim', { type: 'chat', id });
      return claimed;
    }
    const row = await repo.findInMerchant(tx, actor.merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'CLOSED') throw new AppError('CHAT_CLOSED');
    if (row.operatorId !== actor.operatorId) throw new AppError('CHAT_CLAIMED');
    return row;
  }

  /** Claim: the conversation is the operator's to answer (again by the same operator: no-op). */
  async function claim(actor: Actor, id: number): Promise<ChatDeskItem> {
    const row = await deps.db.transaction((tx) => claimIn(tx, actor, id));
    await tellBoth(deps, row, conversationEvent(row));
    return item(actor.merchantId, id);
  }

  /** Close: the member's next message opens a new conversation. Audited with the change. */
  async function close(actor: Actor, id: number): Promise<ChatDeskItem> {
    const row = await deps.db.transaction(async (tx) => {
      const closed = await repo.close(tx, actor.merchantId, id, now());
      if (!closed) {
        const found = await repo.findInMerchant(tx, actor.merchantId, id);
        throw new AppError(found ? 'CHAT_CLOSED' : 'NOT_FOUND');
      }
      await deps.audit.byActor(tx, actor, 'chat.close', { type: 'chat', id });
      return closed;
    });
    await tellBoth(deps, row, conversationEvent(row));
    return item(actor.merchantId, id);
  }

  /**
   * The operator's reply: claims a WAITING conversation first (audited), refuses one another
   * operator holds or a closed one. The member is no longer waiting once answered.
   */
  async function reply(
    actor: Actor,
    id: number,
    content: ChatContent,
    clientId?: string,
  ): Promise<ChatMessage> {
    const at = now();
    const { row, messageId } = await deps.db.transaction(async (tx) => {
      const locked = await repo.findInMerchant(tx, actor.merchantId, id, true);
      if (!locked) throw new AppError('NOT_FOUND');
      if (locked.status === 'CLOSED') throw new AppError('CHAT_CLOSED');
      await claimIn(tx, actor, id);
      const inserted = await repo.insertMessage(tx, {
        conversationId: id,
        sender: 'OPERATOR',
        operatorId: actor.operatorId,
        ...('text' in content
          ? { body: content.text }
          : { image: content.image.content, imageType: content.image.contentType }),
        createdAt: at,
      });
      const updated = await repo.updateConversation(tx, id, {
        waitingSince: null,
        lastMessageAt: at,
        operatorReadId: inserted.id,
      });
      return { row: updated, messageId: inserted.id };
    });
    const message = messageView((await repo.findMessage(deps.db, messageId))!);
    await tellBoth(deps, row, { type: 'chat.message', message, clientId });
    await tellBoth(deps, row, conversationEvent(row));
    return message;
  }

  /** Moves the operators' read mark in a conversation of this white label; the member learns. */
  async function read(actor: Actor, id: number, messageId: number): Promise<void> {
    const row = await repo.markRead(deps.db, 'operator', messageId, {
      merchantId: actor.merchantId,
      conversationId: id,
    });
    if (!row) throw new AppError('NOT_FOUND');
    await tellBoth(deps, row, {
      type: 'chat.read',
      conversationId: row.id,
      by: 'OPERATOR',
      messageId: row.operatorReadId,
    });
  }

  /** "An operator is typing": to the member's sockets only, never stored. */
  async function typing(actor: Actor, id: number): Promise<void> {
    const row = await repo.findInMerchant(deps.db, actor.merchantId, id);
    if (!row || row.status === 'CLOSED') return;
    await deps
      .publish(
        { member: row.memberId },
        { type: 'chat.typing', conversationId: id, from: 'OPERATOR' },
      )
      .catch(() => undefined);
  }

  /** An image of a conversation of this white label. */
  async function image(actor: Actor, messageId: number) {
    const found = await repo.findImage(deps.db, messageId, { merchantId: actor.merchantId });
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  return { desk, history, claim, close, reply, read, typing, image };
}
