import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@portal/contracts/auth';
import type { Executor } from '../../db/client.ts';
import { agentAffiliateLinks, deposits, members } from '../../db/schema/index.ts';

export type AffiliateLinkRow = typeof agentAffiliateLinks.$inferSelect & { registrations: number };

// Names spelled out: inside a one-table select Drizzle leaves the outer column unqualified, and
// a bare "id" in the subquery would be the member's.
const registrations = sql<number>`(select count(*)::int from members r
  where r.affiliate_link_id = agent_affiliate_links.id)`.mapWith(Number);

/** An agent's live links, newest first, with the members each signed up. */
export async function listLinks(
  db: Executor,
  merchantId: number,
  agentId: number,
): Promise<AffiliateLinkRow[]> {
  return db
    .select({
      id: agentAffiliateLinks.id,
      merchantId: agentAffiliateLinks.merchantId,
      agentId: agentAffiliateLinks.agentId,
      name: agentAffiliateLinks.name,
      code: agentAffiliateLinks.code,
      clicks: agentAffiliateLinks.clicks,
      createdAt: agentAffiliateLinks.createdAt,
      deletedAt: agentAffiliateLinks.deletedAt,
      registrations,
    })
    .from(agentAffiliateLinks)
    .where(
      and(
        eq(agentAffiliateLinks.merchantId, merchantId),
        eq(agentAffiliateLinks.agentId, agentId),
        isNull(agentAffiliateLinks.deletedAt),
      ),
    )
    .orderBy(desc(agentAffiliateLinks.id));
}

/**
 * Adds a link when the agent has fewer than `max` live ones: the agent's member row is locked
 * first, so two creations at once cannot both pass the count. Undefined when the limit is reached.
 */
export async function insertLink(
  tx: Executor,
  link: { merchantId: number; agentId: number; name: string; code: string },
  max: number,
): Promise<typeof agentAffiliateLinks.$inferSelect | undefined> {
  await tx.execute(sql`select 1 from ${members} where ${members.id} = ${link.agentId} for update`);
  const counted = await tx.execute<{ n: number }>(sql`select count(*)::int as n
    from ${agentAffiliateLinks}
    where ${agentAffiliateLinks.agentId} = ${link.agentId}
      and ${agentAffiliateLinks.deletedAt} is null`);
  const live = (counted as { rows: { n: number }[] }).rows[0]?.n;
  if ((live ?? 0) >= max) return undefined;
  const [inserted] = await tx.insert(agentAffiliateLinks).values(link).returning();
  return inserted;
}

/** Marks one of the agent's live links deleted; false when it is not the agent's or gone. */
export async function deleteLink(
  db: Executor,
  merchantId: number,
  agentId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(agentAffiliateLinks)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(agentAffiliateLinks.id, id),
        eq(agentAffiliateLinks.merchantId, merchantId),
        eq(agentAffiliateLinks.agentId, agentId),
        isNull(agentAffiliateLinks.deletedAt),
      ),
    )
    .returning({ id: agentAffiliateLinks.id });
  return rows.length > 0;
}

/** Counts one opening of a live link (one statement: concurrent clicks all count). */
export async function countClick(db: Executor, merchantId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(agentAffiliateLinks)
    .set({ clicks: sql`${agentAffiliateLinks.clicks} + 1` })
    .where(
      and(
        eq(agentAffiliateLinks.merchantId, merchantId),
        eq(agentAffiliateLinks.code, code),
        isNull(agentAffiliateLinks.deletedAt),
      ),
    )
    .returning({ id: agentAffiliateLinks.id });
  return rows.length > 0;
}

/**
 * Whose invitation a code is: a live link of an agent (the link's id with it), else an agent's
 * own referral code. The agent must still be an agent of the white label.
 */
export async function resolveCode(
  db: Executor,
  merchantId: number,
  code: string,
): Promise<{ agentId: number; linkId: number | null } | undefined> {
  const [link] = await db
    .select({ agentId: agentAffiliateLinks.agentId, linkId: agentAffiliateLinks.id })
    .from(agentAffiliateLinks)
    .innerJoin(members, eq(members.id, agentAffiliateLinks.agentId))
    .where(
      and(
        eq(agentAffiliateLinks.merchantId, merchantId),
        eq(agentAffiliateLinks.code, code),
        isNull(agentAffiliateLinks.deletedAt),
        sql`${members.type} = any(${`{${AGENT_TYPES.join(',')}}`}::smallint[])`,
      ),
    );
  if (link) return link;
  const [agent] = await db
    .select({ agentId: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.referralCode, code),
        sql`${members.type} = any(${`{${AGENT_TYPES.join(',')}}`}::smallint[])`,
      ),
    );
  return agent ? { agentId: agent.agentId, linkId: null } : undefined;
}

/** A referral code is taken by a member (a link code must never equal one). */
export async function referralCodeTaken(
  db: Executor,
  merchantId: number,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.referralCode, code)));
  return row !== undefined;
}

const deposited = exists(
  sql`(select 1 from ${deposits} where ${deposits.memberId} = ${members.id}
    and ${deposits.status} = 'APPROVED')`,
);

/** Members who signed up with one of the agent's codes (own or a link), newest first. */
export async function affiliatedPage(
  db: Executor,
  merchantId: number,
  agentId: number,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(members.merchantId, merchantId),
    eq(members.uplineId, agentId),
    sql`${members.affiliateCode} is not null`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        username: members.username,
        linkName: agentAffiliateLinks.name,
        createdAt: members.createdAt,
        deposited,
      })
      .from(members)
      .leftJoin(agentAffiliateLinks, eq(agentAffiliateLinks.id, members.affiliateLinkId))
      .where(where)
      .orderBy(desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
