import { and, count, desc, eq, ilike, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberIcons, members, registerFieldSettings } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-like.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/** Only what a game vendor's call needs to know about a member. */
export async function findStatus(db: Executor, id: number) {
  const [row] = await db
    .select({ status: members.status, username: members.username, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

export async function findByUsernameKey(
  db: Executor,
  merchantId: number,
  usernameKey: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, usernameKey)));
  return row;
}

/** A real (non-trial) account registered with this mobile number. */
export async function findByMobile(
  db: Executor,
  merchantId: number,
  countryDialingCode: string,
  mobileNum: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.countryDialingCode, countryDialingCode),
        eq(members.mobileNum, mobileNum),
        ne(members.type, 4),
      ),
    );
  return row;
}

export async function findByReferralCode(db: Executor, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.referralCode, code)));
  return row;
}

export async function insertMember(db: Executor, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updateMember(
  db: Executor,
  id: number,
  values: Partial<NewMember>,
): Promise<void> {
  await db
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, id));
}

export async function saveIcon(db: Executor, memberId: number, contentType: string, data: Buffer) {
  await db.transaction(async (tx) => {
    await tx
      .insert(memberIcons)
      .values({ memberId, contentType, data })
      .onConflictDoUpdate({
        target: memberIcons.memberId,
        set: { contentType, data, updatedAt: sql`now()` },
      });
    await tx
      .update(members)
      .set({ iconVersion: sql`${members.iconVersion} + 1` })
      .where(eq(members.id, memberId));
  });
}

export async function findIcon(db: Executor, memberId: number) {
  const [row] = await db.select().from(memberIcons).where(eq(memberIcons.memberId, memberId));
  return row;
}

export function listFieldSettings(db: Executor, merchantId: number) {
  return db
    .select()
    .from(registerFieldSettings)
    .where(eq(registerFieldSettings.merchantId, merchantId));
}

/** Escapes LIKE wildcards so a search term matches literally. */

export interface MemberFilter {
  usernamePrefix?: string | undefined;
  mobileDigits?: string | undefined;
  email?: string | undefined;
}

/** One page of a white label's members, newest first, and the number matching. */
export async function searchMembers(
  db: Executor,
  merchantId: number,
  filter: MemberFilter,
  offset: number,
  limit: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(members.merchantId, merchantId)];
  if (filter.usernamePrefix) {
    conditions.push(
      like(members.usernameKey, `${likeLiteral(filter.usernamePrefix.toLowerCase())}%`),
    );
  }
  if (filter.mobileDigits) {
    conditions.push(
      like(
        sql`coalesce(${members.countryDialingCode}, '') || coalesce(${members.mobileNum}, '')`,
        `%${likeLiteral(filter.mobileDigits)}%`,
      ),
    );
  }
  if (filter.email) conditions.push(ilike(members.email, `%${likeLiteral(filter.email)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A member of this white label only. */
export async function findInMerchant(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return row;
}

export type FieldSettingRow = typeof registerFieldSettings.$inferInsert;

/** Writes a white label's field rules in one transaction (insert or replace per field). */
export async function upsertFieldSettings(
  db: Executor,
  rows: readonly FieldSettingRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(registerFieldSettings)
        .values(row)
        .onConflictDoUpdate({
          target: [registerFieldSettings.merchantId, registerFieldSettings.field],
          set: {
            enabled: row.enabled,
            required: row.required,
            patternId: row.patternId,
            minLength: row.minLength,
            maxLength: row.maxLength,
          },
        });
    }
  });
}

/** Records an authenticator step as used; false when it (or a later one) was used already. */
export async function claimTotpStep(
  db: Executor,
  memberId: number,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(members.id, memberId),
        or(isNull(members.totpLastStep), lt(members.totpLastStep, step)),
      ),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}
