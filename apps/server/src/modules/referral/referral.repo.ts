import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { deposits } from '../../db/schema/payments.ts';

const creditedDeposit = (memberId: typeof members.id) =>
  exists(
    sql`(select 1 from ${deposits} where ${deposits.memberId} = ${memberId} and ${deposits.status} = 'APPROVED')`,
  );

/** Members who signed up with this member's code (their upline is the member), newest first. */
export async function invitedPage(
  db: Db,
  merchantId: number,
  memberId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      username: members.username,
      createdAt: members.createdAt,
      deposited: creditedDeposit(members.id),
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, memberId)))
    .orderBy(desc(members.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many signed up with the code, and how many of them have had a deposit credited. */
export async function invitedCounts(db: Db, merchantId: number, memberId: number) {
  const [row] = await db
    .select({
      invited: count(),
      deposited: sql<number>`count(*) filter (where ${creditedDeposit(members.id)})`.mapWith(
        Number,
      ),
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineId, memberId)));
  return { invited: row?.invited ?? 0, deposited: row?.deposited ?? 0 };
}
