import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberIcons, members, registerFieldSettings } from '../../db/schema/index.ts';
import { AGENT_TYPES } from '@portal/contracts/auth';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findByUsernameKey(
  db: Db,
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
  db: Db,
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

export async function findByReferralCode(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.referralCode, code)));
  return row;
}

export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updateMember(db: Db, id: number, values: Partial<NewMember>): Promise<void> {
  await db
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, id));
}

export async function saveIcon(db: Db, memberId: number, contentType: string, data: Buffer) {
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

export async function findIcon(db: Db, memberId: number) {
  const [row] = await db.select().from(memberIcons).where(eq(memberIcons.memberId, memberId));
  return row;
}

export async function findAgentByReferralCode(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.referralCode, code),
        inArray(members.type, [...AGENT_TYPES]),
      ),
    );
  return row;
}

export function listFieldSettings(db: Db, merchantId: number) {
  return db
    .select()
    .from(registerFieldSettings)
    .where(eq(registerFieldSettings.merchantId, merchantId));
}
