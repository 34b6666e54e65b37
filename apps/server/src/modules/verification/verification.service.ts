import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newNumericCode, sameHash } from '../../lib/tokens.ts';
import { renderMessage } from '../outbound/templates.ts';
import type { MessageSender } from './messaging.ts';
import * as repo from './verification.repo.ts';

export type Channel = 'sms' | 'email';
export type Purpose = 'login' | 'register' | 'forgot' | 'login-verify';

/** Spec: at most 5 tries per code and 5 sends per number per hour. */
export const MAX_TRIES_PER_CODE = 5;
export const MAX_SENDS_PER_HOUR = 5;

export interface CodeRequest {
  merchantId: number;
  siteName: string;
  language: string;
  channel: Channel;
  purpose: Purpose;
  /** E.164 number or lower-cased email. */
  target: string;
  minutes: number;
}

function codeHash(purpose: string, target: string, code: string): Buffer {
  return createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest();
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/** One-time codes over sms and email: 6 digits, single use, bound to purpose and target. */
export function createVerificationService(deps: {
  db: Db;
  sender: MessageSender;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Sends a fresh code; SMS_TOO_MANY after 5 sends to the target in an hour. */
  async function sendCode(req: CodeRequest): Promise<{ expiredMinutes: number }> {
    const t = now();
    const sent = await repo.countSendsSince(
      deps.db,
      req.merchantId,
      req.channel,
      req.target,
      new Date(t.getTime() - 3_600_000),
    );
    if (sent >= MAX_SENDS_PER_HOUR) throw new AppError('SMS_TOO_MANY');
    const code = newNumericCode(6);
    await repo.insertCode(deps.db, {
      merchantId: req.merchantId,
      channel: req.channel,
      purpose: req.purpose,
      target: req.target,
      codeHash: codeHash(req.purpose, req.target, code),
      expiresAt: new Date(t.getTime() + req.minutes * 60_000),
      createdAt: t,
    });
    const message = renderMessage(
      { kind: 'code', purpose: req.purpose, code, minutes: req.minutes },
      req.language,
      req.siteName,
    );
    await deps.sender.send({
      merchantId: req.merchantId,
      channel: req.channel,
      recipient: req.target,
      subject: req.channel === 'email' ? message.subject : undefined,
      body: message.text,
      html: message.html,
    });
    return { expiredMinutes: req.minutes };
  }

  /**
   * Checks and consumes the newest code. Each try is counted before the comparison, in the same
   * statement that allows it (so parallel guesses cannot outrun the limit); the fifth kills it.
   */
  async function checkCode(req: {
    merchantId: number;
    channel: Channel;
    purpose: Purpose;
    target: string;
    code: string;
  }): Promise<void> {
    const t = now();
    const row = await repo.claimTry(deps.db, req, MAX_TRIES_PER_CODE, t);
    if (!row) {
      const latest = await repo.findLatestCode(
        deps.db,
        req.merchantId,
        req.channel,
        req.purpose,
        req.target,
      );
      throw new AppError(latest ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID');
    }
    if (
      !/^\d{6}$/.test(req.code) ||
      !sameHash(row.codeHash, codeHash(req.purpose, req.target, req.code))
    ) {
      throw new AppError('SMS_CODE_INVALID');
    }
    // Compare-and-set: of two right answers in parallel, one uses the code.
    if (!(await repo.consumeCode(deps.db, row.id, t))) throw new AppError('SMS_CODE_INVALID');
  }

  /** The console's outbox view: one page, newest first, optionally for one recipient or state. */
  function pageOutbox(
    merchantId: number,
    recipient: string | undefined,
    page: { pageNo: number; pageSize: number },
    state?: string,
  ) {
    return repo.pageOutbox(
      deps.db,
      merchantId,
      recipient?.trim() || undefined,
      (page.pageNo - 1) * page.pageSize,
      page.pageSize,
      state,
    );
  }

  return { sendCode, checkCode, listOutbox: repo.listOutbox.bind(null, deps.db), pageOutbox };
}
