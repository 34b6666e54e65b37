import { isAgentType } from '@portal/contracts/auth';
import type { LanguageCode } from '@portal/contracts/i18n';
import {
  renderNotice,
  type AdminMessage,
  type AdminMessageCreate,
  type MemberMessage,
  type MemberMessagePage,
  type MessageIds,
  type NoticeParams,
  type NoticeTemplate,
} from '@portal/contracts/messages';
import type { Page } from '@portal/contracts/admin';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './messages.repo.ts';

export type MessagesService = ReturnType<typeof createMessagesService>;

/** Writes the portal's notice to a member in the caller's transaction (money moved). */
export type NoticeWriter = (
  on: Executor,
  notice: { merchantId: number; memberId: number; template: NoticeTemplate; params: NoticeParams },
) => Promise<void>;

/** The one member a message or notice is about. */
type MemberRef = repo.MemberRef;

const readerOf = (member: MemberRef): repo.Reader => ({
  memberId: member.id,
  merchantId: member.merchantId,
  isAgent: isAgentType(member.type),
  joinedAt: member.createdAt,
});

/**
 * Platform messages: the member's inbox (operator broadcasts and personal messages, and the
 * portal's notices when money moves), the unread count pushed to the member's sockets, and the
 * console's sending. A notice is written in the transaction that moved the money, so it exists
 * exactly when the movement does.
 */
export function createMessagesService(deps: {
  db: Db;
  audit: AuditTrail;
  /** Pushes the unread count to the member's open sockets (after the change committed). */
  publishUnread: (memberId: number, unread: number) => Promise<void>;
  /** Tells every open socket of the white label that a broadcast arrived. */
  publishBroadcast: (merchantId: number) => Promise<void>;
  /** The white label's digits on Bengali pages (default Bengali). */
  bnDigitsOf?: (merchantId: number) => Promise<'bengali' | 'latin'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  const findMember = (db: Executor, memberId: number) => repo.findMember(db, memberId);

  function view(
    row: Awaited<ReturnType<typeof repo.page>>[number],
    language: LanguageCode,
    bnDigits: 'bengali' | 'latin',
  ) {
    let title: string;
    let content: string;
    if (row.kind === 'NOTICE') {
      ({ title, content } = renderNotice(
        row.template as NoticeTemplate,
        row.params as unknown as NoticeParams,
        language,
        bnDigits,
      ));
    } else {
      const bn = language === 'BN';
      title = bn ? row.texts!.titleBn : row.texts!.titleEn;
      content = bn ? row.texts!.contentBn : row.texts!.contentEn;
    }
    const message: MemberMessage = {
      id: row.id,
      title,
      content,
      kind: row.kind as MemberMessage['kind'],
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
    return message;
  }

  async function inbox(
    member: MemberRef,
    language: LanguageCode,
    query: { pageNo: number; pageSize: number },
  ): Promise<MemberMessagePage> {
    const reader = readerOf(member);
    const at = now();
    const rows = await repo.page(
      deps.db,
      reader,
      at,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    const { total, unread } = await repo.counts(deps.db, reader, at);
    const bnDigits = deps.bnDigitsOf ? await deps.bnDigitsOf(member.merchantId) : 'bengali';
    return {
      list: rows.map((r) => view(r, language, bnDigits)),
      total,
      unread,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function unread(member: MemberRef): Promise<number> {
    return (await repo.counts(deps.db, readerOf(member), now())).unread;
  }

  async function pushUnread(member: MemberRef): Promise<number> {
    const count = await unread(member);
    await deps.publishUnread(member.id, count);
    return count;
  }

  /** Marks messages read (some, or all) or deletes some; answers the new unread count. */
  async function mark(member: MemberRef, input: MessageIds, what: 'read' | 'deleted') {
    const ids = 'ids' in input ? input.ids : null;
    if (ids === null && what === 'deleted') throw new AppError('VALIDATION_FAILED');
    await repo.mark(deps.db, readerOf(member), now(), ids, what);
    return { unread: await pushUnread(member) };
  }

  /** The portal's own message to a member, in the caller's transaction (money moved). */
  const noticeIn: NoticeWriter = async (on, notice) => {
    await repo.insert(on, {
      merchantId: notice.merchantId,
      audience: 'MEMBER',
      memberId: notice.memberId,
      kind: 'NOTICE',
      template: notice.template,
      params: { ...notice.params },
    });
  };

  /**
   * An operator's personal message written in the caller's transaction (a feedback answer: the
   * answer, the message and the audit row commit together). Call `afterNotice` once committed.
   */
  async function personalIn(
    on: Executor,
    message: { actor: Actor; memberId: number; texts: NonNullable<repo.NewMessage['texts']> },
  ): Promise<number> {
    const row = await repo.insert(on, {
      merchantId: message.actor.merchantId,
      audience: 'MEMBER',
      memberId: message.memberId,
      kind: 'OPERATOR',
      texts: message.texts,
      createdBy: message.actor.operatorId,
    });
    return row.id;
  }

  /** After a notice committed: the member's sockets learn the new count. Never throws. */
  function afterNotice(memberId: number): void {
    void findMember(deps.db, memberId)
      .then((member) => (member ? pushUnread(member) : undefined))
      .catch(() => undefined);
  }

  const adminView = (row: repo.NewMessage & { id: number; createdAt: Date }): AdminMessage => ({
    id: row.id,
    audience: row.audience as AdminMessage['audience'],
    memberId: row.memberId ?? null,
    titleEn: row.texts!.titleEn,
    titleBn: row.texts!.titleBn,
    contentEn: row.texts!.contentEn,
    contentBn: row.texts!.contentBn,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  });

  /** An operator's message (audited with it); a personal one reaches the member's sockets. */
  async function send(actor: Actor, input: AdminMessageCreate): Promise<AdminMessage> {
    const row = await deps.db.transaction(async (tx) => {
      if (input.memberId !== undefined) {
        const member = await findMember(tx, input.memberId);
        if (!member || member.merchantId !== actor.merchantId) {
          throw new AppError('MEMBER_NOT_FOUND');
        }
      }
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime()) {
        throw new AppError('VALIDATION_FAILED');
      }
      const inserted = await repo.insert(tx, {
        merchantId: actor.merchantId,
        audience: input.audience,
        memberId: input.memberId ?? null,
        kind: 'OPERATOR',
        texts: {
          titleEn: input.titleEn,
          titleBn: input.titleBn,
          contentEn: input.contentEn,
          contentBn: input.contentBn,
        },
        createdBy: actor.operatorId,
        expiresAt,
      });
      await deps.audit.byActor(
        tx,
        actor,
        'messages.send',
        { type: 'message', id: inserted.id },
        { audience: input.audience, ...(input.memberId ? { memberId: input.memberId } : {}) },
      );
      return inserted;
    });
    if (row.memberId !== null) afterNotice(row.memberId);
    else void deps.publishBroadcast(row.merchantId).catch(() => undefined);
    return adminView(row);
  }

  async function sent(
    actor: Actor,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<AdminMessage>> {
    const { rows, total } = await repo.listOperatorMessages(
      deps.db,
      actor.merchantId,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map(adminView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  return { inbox, unread, mark, noticeIn, personalIn, afterNotice, send, sent };
}
