import type { Executor } from '../../db/client.ts';
import { insertOutbox } from './verification.repo.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | undefined;
  body: string;
  /** Email only: the HTML part beside the text body. */
  html?: string | undefined;
}

/** Where sms and email go: the outbox, which the delivery worker (modules/outbound) drains. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Writes each message to the outbox (pending), the record of what was sent and the queue the
 * delivery worker sends from; `onWritten` wakes the worker so a code arrives in about a second.
 */
export function createOutboxSender(db: Executor, onWritten?: () => void): MessageSender {
  return {
    async send(message) {
      await insertOutbox(db, {
        merchantId: message.merchantId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.channel === 'email' ? (message.html ?? null) : null,
      });
      onWritten?.();
    },
  };
}
