import type { LanguageCode } from '@portal/contracts/i18n';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_FIELD_NAMES,
  FEEDBACK_LIMITS,
  FEEDBACK_TYPES,
  feedbackLength,
  hasControlChars,
  type AdminFeedback,
  type AdminFeedbackDetail,
  type AdminFeedbackPage,
  type AdminFeedbackQuery,
  type FeedbackField,
  type FeedbackState,
  type MemberFeedback,
  type MemberFeedbackPage,
} from '@portal/contracts/feedback';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedImage } from '../../lib/multipart-images.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import type { CaptchaService } from '../auth/captcha.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { promoteIn } from '../agents/agents.service.ts';
import * as repo from './feedback.repo.ts';

export type FeedbackService = ReturnType<typeof createFeedbackService>;

/** The signed-in member sending or reading feedback (from the session, never the body). */
export interface FeedbackMember {
  id: number;
  merchantId: number;
  username: string;
}

/** The form as sent: text fields (multipart or JSON) and the already re-encoded images. */
export interface FeedbackSubmission {
  fields: Record<string, string | undefined>;
  images: UploadedImage[];
}

const DAY_MS = 24 * 3_600_000;

/** The reply's message title in the member's inbox (the content is the operator's answer). */
const REPLY_TITLE = { titleEn: 'Reply to your feedback', titleBn: 'আপনার মতামতের উত্তর' };

/** The feedback type of an agent (affiliate) application. */
const AGENT_APPLICATION = 6;

const APPROVED_TEXTS = {
  titleEn: 'Your agent application is approved',
  titleBn: 'আপনার এজেন্ট আবেদন অনুমোদিত হয়েছে',
  contentEn:
    'Welcome aboard: your account is now an agent account. Sign in to the agent centre to open downlines, share your affiliate links and see your contracts.',
  contentBn:
    'স্বাগতম: আপনার অ্যাকাউন্ট এখন একটি এজেন্ট অ্যাকাউন্ট। ডাউনলাইন খুলতে, অ্যাফিলিয়েট লিংক শেয়ার করতে এবং চুক্তি দেখতে এজেন্ট সেন্টারে সাইন ইন করুন।',
};

const imageUrl = (scope: 'member' | 'admin', feedbackId: number, imageId: number) =>
  scope === 'member'
    ? `/wps/feedback/${feedbackId}/images/${imageId}`
    : `/wps/admin/feedback/${feedbackId}/images/${imageId}`;

function groupBy<T extends { feedbackId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.feedbackId, [...(map.get(row.feedbackId) ?? []), row]);
  return map;
}

/** Checks the form in the spec's order; the first failure is the answer, nothing is stored. */
function validate(
  member: FeedbackMember,
  fields: FeedbackSubmission['fields'],
  language: LanguageCode,
) {
  const value = (name: string) => (fields[name] ?? '').trim();
  const empty = FEEDBACK_FIELDS.filter((name: FeedbackField) => value(name) === '');
  if (empty.length > 0) {
    const names = FEEDBACK_FIELD_NAMES[language === 'BN' ? 'BN' : 'EN'];
    throw new AppError('FEEDBACK_FIELDS_EMPTY', {
      params: { fields: empty.map((f) => names[f]).join(', ') },
      details: empty.map((f) => ({ path: `body.${f}`, message: 'empty' })),
    });
  }
  const type = Number(value('type'));
  if (!/^\d$/.test(value('type')) || !(FEEDBACK_TYPES as readonly number[]).includes(type)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.type', message: 'not one of 1, 2, 3, 4, 6, 0' }],
    });
  }
  const content = value('content');
  if (hasControlChars(content)) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.content', message: 'control characters' }],
    });
  }
  const length = feedbackLength(content);
  if (length < FEEDBACK_LIMITS.minChars || length > FEEDBACK_LIMITS.maxChars) {
    throw new AppError('FEEDBACK_CONTENT_LENGTH', {
      params: { min: String(FEEDBACK_LIMITS.minChars), max: String(FEEDBACK_LIMITS.maxChars) },
    });
  }
  // The sender is the session's member; a client naming someone else is refused, not obeyed.
  const sender = value('sender');
  if (sender !== '' && sender.toLowerCase() !== member.username.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.sender', message: 'not the signed-in member' }],
    });
  }
  return { type, content, captcha: value('captcha'), captchaKey: value('captchaKey') };
}

/**
 * Feedback: members send it (with images and a captcha, within per-member limits counted under
 * a row lock) and read their own with the answers; the console's desk answers (each answer is
 * also a personal platform message, written with the audit row in the answer's transaction)
 * and closes items. Every read is checked against the member or the operator's white label.
 */
export function createFeedbackService(deps: {
  db: Db;
  captcha: CaptchaService;
  messages: MessagesService;
  audit: AuditTrail;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function memberViews(rows: repo.FeedbackRow[]): Promise<MemberFeedback[]> {
    const ids = rows.map((r) => r.id);
    const images = groupBy(await repo.imageIds(deps.db, ids));
    const answers = groupBy(await repo.replies(deps.db, ids));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      content: row.content,
      state: row.state as FeedbackState,
      images: (images.get(row.id) ?? []).map((i) => ({
        id: i.id,
        url: imageUrl('member', row.id, i.id),
      })),
      replies: (answers.get(row.id) ?? []).map((r) => ({
        id: r.id,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
      })),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Stores a member's feedback; spec: PUT /wps/feedback with content, sender, type, captcha. */
  async function submit(
    member: FeedbackMember,
    input: FeedbackSubmission,
    language: LanguageCode,
  ): Promise<MemberFeedback> {
    const form = validate(member, input.fields, language);
    if (input.images.length > FEEDBACK_LIMITS.maxImages) {
      throw new AppError('VALIDATION_FAILED', {
        details: [{ path: 'body.image', message: `at most ${FEEDBACK_LIMITS.maxImages} images` }],
      });
    }
    await deps.captcha.verify(member.merchantId, form.captchaKey || undefined, form.captcha);
    const row = await deps.db.transaction(async (tx) => {
      await repo.lockMember(tx, member.id);
      const counts = await repo.memberCounts(tx, member.id, new Date(now().getTime() - DAY_MS));
      if (counts.open >= FEEDBACK_LIMITS.maxOpen || counts.recent >= FEEDBACK_LIMITS.maxPerDay) {
        throw new AppError('RATE_LIMITED');
      }
      const inserted = await repo.insertFeedback(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        sender: member.username,
        type: form.type,
        content: form.content,
      });
      await repo.insertImages(tx, inserted.id, input.images);
      return inserted;
    });
    return (await memberViews([row]))[0]!;
  }

  async function mine(
    member: FeedbackMember,
    query: { pageNo: number; pageSize: number },
  ): Promise<MemberFeedbackPage> {
    const { rows, total } = await repo.memberPage(
      deps.db,
      { memberId: member.id, merchantId: member.merchantId },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: await memberViews(rows), total, ...query };
  }

  /** An image of the member's own feedback; anybody else's is not found. */
  async function memberImage(member: FeedbackMember, feedbackId: number, imageId: number) {
    const image = await repo.findImage(deps.db, feedbackId, imageId);
    if (!image || image.memberId !== member.id || image.merchantId !== member.merchantId) {
      throw new AppError('NOT_FOUND');
    }
    return image;
  }

  function deskView(row: repo.FeedbackRow, imageCount: number): AdminFeedback {
    return {
      id: row.id,
      memberId: row.memberId,
      sender: row.sender,
      type: row.type,
      content: row.content,
      state: row.state as FeedbackState,
      imageCount,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      waitingSeconds:
        row.state === 'OPEN'
          ? Math.max(0, Math.floor((now().getTime() - row.createdAt.getTime()) / 1000))
          : null,
    };
  }

  async function queue(actor: Actor, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
    const { rows, total, open } = await repo.deskPage(
      deps.db,
      { merchantId: actor.merchantId, state: query.state, type: query.type },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((r) => deskView(r.row, r.imageCount)),
      total,
      open,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function detail(actor: Actor, id: number): Promise<AdminFeedbackDetail> {
    const row = await repo.findForDesk(deps.db, actor.merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const images = await repo.imageIds(deps.db, [id]);
    const answers = await repo.replies(deps.db, [id]);
    return {
      ...deskView(row, images.length),
      images: images.map((i) => ({ id: i.id, url: imageUrl('admin', id, i.id) })),
      replies: answers.map((r) => ({
        id: r.id,
        content: r.content,
        operator: r.operator,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async function deskImage(actor: Actor, feedbackId: number, imageId: number) {
    const image = await repo.findImage(deps.db, feedbackId, imageId);
    if (!image || image.merchantId !== actor.merchantId) throw new AppError('NOT_FOUND');
    return image;
  }

  /**
   * Answers an item: the reply, the member's personal message and the audit row commit together;
   * the member's sockets learn the new unread count afterwards.
   */
  async function reply(actor: Actor, id: number, content: string): Promise<AdminFeedbackDetail> {
    const memberId = await deps.db.transaction(async (tx) => {
      const row = await repo.findForDesk(tx, actor.merchantId, id, true);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state === 'CLOSED') throw new AppError('FEEDBACK_CLOSED');
      const messageId = await deps.messages.personalIn(tx, {
        actor,
        memberId: row.memberId,
        texts: { ...REPLY_TITLE, contentEn: content, contentBn: content },
      });
      const answer = await repo.insertReply(tx, {
        feedbackId: id,
        operatorId: actor.operatorId,
        content,
        messageId,
      });
      await repo.update(tx, id, { state: 'ANSWERED', answeredAt: row.answeredAt ?? now() });
      await deps.audit.byActor(
        tx,
        actor,
        'feedback.reply',
        { type: 'feedback', id },
        { replyId: answer.id, messageId, memberId: row.memberId },
      );
      return row.memberId;
    });
    deps.messages.afterNotice(memberId);
    return detail(actor, id);
  }

  /** Closes an item (answered or not); audited with the change. */
  async function close(actor: Actor, id: number): Promise<AdminFeedbackDetail> {
    await deps.db.transaction(async (tx) => {
      const row = await repo.findForDesk(tx, actor.merchantId, id, true);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state === 'CLOSED') throw new AppError('FEEDBACK_CLOSED');
      await repo.update(tx, id, { state: 'CLOSED', closedAt: now(), closedBy: actor.operatorId });
      await deps.audit.byActor(
        tx,
        actor,
        'feedback.close',
        { type: 'feedback', id },
        { from: row.state },
      );
    });
    return detail(actor, id);
  }

  /**
   * Approves an agent application (type 6): the member becomes an agent of `agentType` (under its
   * upline, if it has one), is told by a personal message, and the item closes; one transaction,
   * audited. Any other type of feedback, or a closed one, is refused and nothing changes.
   */
  async function approveAgent(
    actor: Actor,
    id: number,
    agentType: number,
  ): Promise<AdminFeedbackDetail> {
    const memberId = await deps.db.transaction(async (tx) => {
      const row = await repo.findForDesk(tx, actor.merchantId, id, true);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state === 'CLOSED') throw new AppError('FEEDBACK_CLOSED');
      if (row.type !== AGENT_APPLICATION) throw new AppError('FEEDBACK_NOT_APPLICATION');
      await promoteIn(tx, deps.audit, actor, row.memberId, agentType);
      const messageId = await deps.messages.personalIn(tx, {
        actor,
        memberId: row.memberId,
        texts: APPROVED_TEXTS,
      });
      await repo.update(tx, id, {
        state: 'CLOSED',
        answeredAt: row.answeredAt ?? now(),
        closedAt: now(),
        closedBy: actor.operatorId,
      });
      await deps.audit.byActor(
        tx,
        actor,
        'feedback.approve-agent',
        { type: 'feedback', id },
        { memberId: row.memberId, agentType, messageId },
      );
      return row.memberId;
    });
    deps.messages.afterNotice(memberId);
    return detail(actor, id);
  }

  return { submit, mine, memberImage, queue, detail, deskImage, reply, close, approveAgent };
}
