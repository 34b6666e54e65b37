import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants, messagingSettings, outbox, serverSecrets } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type SettingsRow = typeof messagingSettings.$inferSelect;

export async function findSettings(
  db: Executor,
  merchantId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(
  db: Executor,
  values: typeof messagingSettings.$inferInsert,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(messagingSettings)
    .values(values)
    .onConflictDoUpdate({
      target: messagingSettings.merchantId,
      set: {
        smtp: values.smtp,
        smtpPassword: values.smtpPassword,
        sms: values.sms,
        smsSecret: values.smsSecret,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

/**
 * The oldest due pending row, locked for this transaction; rows another transaction holds are
 * skipped, so two workers never take the same row.
 */
export async function claimDue(db: Executor, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.state, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markSent(
  db: Executor,
  id: number,
  providerMessageId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      state: 'sent',
      attempts: sql`${outbox.attempts} + 1`,
      sentAt: now,
      providerMessageId,
      lastError: null,
    })
    .where(eq(outbox.id, id));
}

/** One failed try: pending again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markTryFailed(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      state: retryAt ? 'pending' : 'failed',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: retryAt ?? sql`${outbox.nextAttemptAt}`,
      lastError: error,
    })
    .where(eq(outbox.id, id));
}

export async function findOutboxRow(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.merchantId, merchantId)))
    .for('update');
  return row;
}

/** A failed row back in the queue, due now, with a fresh count of tries. */
export async function requeue(db: Executor, id: number, now: Date): Promise<OutboxRow> {
  const [row] = await db
    .update(outbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'failed')))
    .returning();
  return row!;
}

export async function insertOutboxRow(
  db: Executor,
  values: typeof outbox.$inferInsert,
): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(values).returning();
  return row!;
}

/** The white label's site name (the sms sender and the email's heading). */
export async function siteName(db: Executor, merchantId: number): Promise<string> {
  const [row] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

/**
 * The deployment's key for sealing settings secrets, in `server_secrets` beside the login
 * envelope's key: created by the first node that asks, the same for every node after.
 */
export async function settingsBoxKey(db: Executor, create: () => string): Promise<string> {
  const name = 'settings-box-v1';
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
