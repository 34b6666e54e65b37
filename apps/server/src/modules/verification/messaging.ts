import type { Executor } from '../../db/client.ts';
import { insertOutbox } from './verification.repo.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/** Where sms and email go. A real gateway implements this; the default writes to the outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Default provider: every message lands in the outbox table, readable by operators and tests. */
export function createOutboxSender(db: Executor): MessageSender {
  return {
    async send(message) {
      await insertOutbox(db, {
        merchantId: message.merchantId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
      });
    },
  };
}
