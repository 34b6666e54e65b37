import nodemailer from 'nodemailer';
import {
  SMS_IDEMPOTENCY_HEADER,
  SMS_KEY_ID_HEADER,
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  SmsSendResponseSchema,
  signSms,
} from '@portal/contracts/sms-gateway';
import type { SmtpSettingsRow } from '../../db/schema/outbound.ts';

/** A provider refused or could not be reached; `permanent` when trying again cannot help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** What a provider answered when it took the message. */
export interface Accepted {
  providerMessageId: string | null;
}

/** One message as the worker hands it to a provider. */
export interface Delivery {
  /** Stable per outbox row: the sms idempotency key and the email Message-ID are built from it. */
  key: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  siteName: string;
}

export interface SmsGatewaySettings {
  url: string;
  keyId: string;
  secret: string;
  from?: string | null | undefined;
}

export interface SmtpSettings extends SmtpSettingsRow {
  password: string | null;
}

/** One call to a provider may take this long before it counts as failed (ms). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Posts the sms to the gateway, signed (HMAC-SHA256 over `timestamp.body`), with the row's
 * idempotency key so a repeat is never sent twice by the gateway.
 */
export async function sendSms(
  settings: SmsGatewaySettings,
  message: Delivery,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): Promise<Accepted> {
  const body = JSON.stringify({
    to: message.to,
    text: message.text,
    from: (settings.from ?? message.siteName).slice(0, 40) || undefined,
  });
  const timestamp = String(Math.floor((options.now?.() ?? new Date()).getTime() / 1000));
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${settings.url.replace(/\/+$/, '')}/sms/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SMS_KEY_ID_HEADER]: settings.keyId,
        [SMS_TIMESTAMP_HEADER]: timestamp,
        [SMS_SIGNATURE_HEADER]: signSms(settings.secret, timestamp, body),
        [SMS_IDEMPOTENCY_HEADER]: message.key,
      },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new DeliveryError(`sms gateway unreachable: ${(err as Error).name}`);
  }
  const answer = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (!response.ok) {
    const status = typeof answer?.status === 'string' ? answer.status.slice(0, 40) : '';
    // A refusal of the call itself (signature, content) does not heal by waiting.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new DeliveryError(`sms gateway answered ${response.status} ${status}`.trim(), permanent);
  }
  const parsed = SmsSendResponseSchema.safeParse(answer);
  if (!parsed.success) throw new DeliveryError('sms gateway answer not understood');
  return { providerMessageId: parsed.data.messageId };
}

/**
 * Sends the email over SMTP (TLS, STARTTLS required, or plain as configured) with a Message-ID
 * built from the row, so a repeat after a crash carries the same id.
 */
export async function sendEmail(settings: SmtpSettings, message: Delivery): Promise<Accepted> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth:
      settings.username && settings.password
        ? { user: settings.username, pass: settings.password }
        : undefined,
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
    // Never the password into a log.
    logger: false,
    debug: false,
  });
  const domain = settings.fromAddress.split('@')[1] ?? 'localhost';
  try {
    const info = await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromAddress },
      to: message.to,
      subject: message.subject ?? message.siteName,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      messageId: `<${message.key}@${domain}>`,
    });
    if (info.rejected.length > 0) {
      throw new DeliveryError('the SMTP server refused the recipient', true);
    }
    return { providerMessageId: info.messageId ?? null };
  } catch (err) {
    if (err instanceof DeliveryError) throw err;
    const e = err as { responseCode?: number; code?: string; response?: string };
    const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
    const what = e.response ? e.response.slice(0, 200) : (e.code ?? 'error');
    throw new DeliveryError(`SMTP ${e.responseCode ?? ''} ${what}`.replace(/\s+/g, ' '), permanent);
  } finally {
    transport.close();
  }
}
