import type {
  MessagingSettings,
  MessagingSettingsUpdate,
  MessagingTestRequest,
  MessagingTestResult,
} from '@portal/contracts/outbound';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSecretBox, newSecretBoxKey, type SecretBox } from '../../lib/secret-box.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './outbound.repo.ts';
import {
  DeliveryError,
  sendEmail,
  sendSms,
  type Accepted,
  type Delivery,
  type SmsGatewaySettings,
} from './providers.ts';
import { renderMessage } from './templates.ts';

export type OutboundService = ReturnType<typeof createOutboundService>;

/** A provider's refusal as stored and shown: short, one line, never a secret (none is in it). */
export function errorText(err: unknown): string {
  const text = err instanceof DeliveryError ? err.message : 'unexpected error';
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * Messaging settings per white label (SMTP for email, the signed sms gateway), their test send,
 * and the one place a queued message is handed to its provider. Passwords and secrets are sealed
 * at rest and never answered.
 */
export function createOutboundService(deps: {
  db: Db;
  audit: AuditTrail;
  /** The deployment's sms gateway for white labels without their own (null: none). */
  smsDefault: SmsGatewaySettings | null;
  fetch?: typeof fetch;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let boxPromise: Promise<SecretBox> | undefined;
  /** The deployment's sealing key, created by the first node that needs it. */
  function secretBox(): Promise<SecretBox> {
    boxPromise ??= repo.settingsBoxKey(deps.db, newSecretBoxKey).then(createSecretBox);
    boxPromise.catch(() => (boxPromise = undefined));
    return boxPromise;
  }

  function view(row: repo.SettingsRow | undefined): MessagingSettings {
    return {
      smtp: row?.smtp ? { ...row.smtp, passwordSet: row.smtpPassword !== null } : null,
      sms: row?.sms ? { ...row.sms, secretSet: row.smsSecret !== null } : null,
      smsDefault: deps.smsDefault
        ? { url: deps.smsDefault.url, keyId: deps.smsDefault.keyId }
        : null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  async function settings(actor: Actor): Promise<MessagingSettings> {
    return view(await repo.findSettings(deps.db, actor.merchantId));
  }

  /** Replaces the settings (audited in the same transaction); absent secrets keep the stored. */
  async function save(actor: Actor, input: MessagingSettingsUpdate): Promise<MessagingSettings> {
    const box = await secretBox();
    const row = await deps.db.transaction(async (tx) => {
      const old = await repo.findSettings(tx, actor.merchantId);
      let smtpPassword: string | null = null;
      if (input.smtp) {
        const given = input.smtp.password;
        smtpPassword = given === undefined ? (old?.smtpPassword ?? null) : given && box.seal(given);
        if (input.smtp.username && smtpPassword === null) {
          throw new AppError('MESSAGING_SECRET_REQUIRED');
        }
      }
      let smsSecret: string | null = null;
      if (input.sms) {
        const given = input.sms.secret;
        smsSecret = given === undefined ? (old?.smsSecret ?? null) : given && box.seal(given);
        if (smsSecret === null) throw new AppError('MESSAGING_SECRET_REQUIRED');
      }
      const saved = await repo.saveSettings(tx, {
        merchantId: actor.merchantId,
        smtp: input.smtp
          ? {
              host: input.smtp.host,
              port: input.smtp.port,
              security: input.smtp.security,
              username: input.smtp.username || null,
              fromAddress: input.smtp.fromAddress,
              fromName: input.smtp.fromName,
            }
          : null,
        smtpPassword,
        sms: input.sms
          ? { url: input.sms.url, keyId: input.sms.keyId, from: input.sms.from || null }
          : null,
        smsSecret,
        updatedBy: actor.operatorId,
        updatedAt: now(),
      });
      // What changed, never the secrets themselves.
      await deps.audit.byActor(
        tx,
        actor,
        'messaging.configure',
        { type: 'messaging', id: actor.merchantId },
        {
          smtp: saved.smtp
            ? {
                host: saved.smtp.host,
                port: saved.smtp.port,
                security: saved.smtp.security,
                username: saved.smtp.username,
                fromAddress: saved.smtp.fromAddress,
                passwordChanged: typeof input.smtp?.password === 'string',
              }
            : null,
          sms: saved.sms
            ? {
                url: saved.sms.url,
                keyId: saved.sms.keyId,
                secretChanged: typeof input.sms?.secret === 'string',
              }
            : null,
        },
      );
      return saved;
    });
    return view(row);
  }

  /** Hands one message to its provider with the white label's settings read on `on`. */
  async function deliver(
    on: Executor,
    row: { merchantId: number; channel: string; id: number },
    message: Omit<Delivery, 'key'>,
  ): Promise<Accepted> {
    const box = await secretBox();
    const stored = await repo.findSettings(on, row.merchantId);
    const delivery: Delivery = { ...message, key: `outbox-${row.id}` };
    if (row.channel === 'email') {
      if (!stored?.smtp) throw new DeliveryError('email is not configured (console: Messaging)');
      return sendEmail(
        { ...stored.smtp, password: stored.smtpPassword ? box.open(stored.smtpPassword) : null },
        delivery,
      );
    }
    if (row.channel === 'sms') {
      const gateway =
        stored?.sms && stored.smsSecret
          ? { ...stored.sms, secret: box.open(stored.smsSecret) }
          : deps.smsDefault;
      if (!gateway) throw new DeliveryError('sms is not configured (console: Messaging)');
      return sendSms(gateway, delivery, { fetch: deps.fetch, now });
    }
    throw new DeliveryError(`unknown channel ${row.channel}`, true);
  }

  /**
   * Sends a test message now with the stored settings and answers what the provider said. It is
   * recorded in the outbox (sent, or failed without retries) and audited, in one transaction.
   */
  async function testSend(
    actor: Actor,
    input: MessagingTestRequest,
    language: string,
  ): Promise<MessagingTestResult> {
    await secretBox();
    return deps.db.transaction(async (tx) => {
      const siteName = await repo.siteName(tx, actor.merchantId);
      const message = renderMessage({ kind: 'test' }, language, siteName);
      const row = await repo.insertOutboxRow(tx, {
        merchantId: actor.merchantId,
        channel: input.channel,
        recipient: input.to,
        subject: input.channel === 'email' ? message.subject : null,
        body: message.text,
        html: input.channel === 'email' ? message.html : null,
      });
      let result: MessagingTestResult;
      try {
        const accepted = await deliver(tx, row, {
          to: input.to,
          subject: row.subject,
          text: message.text,
          html: row.html,
          siteName,
        });
        await repo.markSent(tx, row.id, accepted.providerMessageId, now());
        result = { delivered: true, providerMessageId: accepted.providerMessageId, error: null };
      } catch (err) {
        const error = errorText(err);
        await repo.markTryFailed(tx, row.id, error, null);
        result = { delivered: false, providerMessageId: null, error };
      }
      await deps.audit.byActor(
        tx,
        actor,
        'messaging.test',
        { type: 'outbox', id: row.id },
        { channel: input.channel, to: input.to, delivered: result.delivered },
      );
      return result;
    });
  }

  /** A failed message back in the queue (audited); the caller wakes the worker. */
  async function retry(actor: Actor, id: number): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const row = await repo.findOutboxRow(tx, actor.merchantId, id);
      if (!row) throw new AppError('OUTBOX_NOT_FOUND');
      if (row.state !== 'failed') throw new AppError('OUTBOX_NOT_FAILED');
      await repo.requeue(tx, row.id, now());
      await deps.audit.byActor(
        tx,
        actor,
        'outbox.retry',
        { type: 'outbox', id: row.id },
        { channel: row.channel, attempts: row.attempts, lastError: row.lastError },
      );
    });
  }

  return { settings, save, deliver, testSend, retry, secretBox };
}
