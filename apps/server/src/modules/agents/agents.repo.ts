import { and, asc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@portal/contracts/auth';
import type { Executor } from '../../db/client.ts';
import { members, walletAccounts } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-like.ts';

/*
 * The upline tree (materialised path, see members.tree_path). Paths hold only digits and '/', and
 * '0' follows '/' in byte order, so everyone under '/5/9/' is the byte range
 * ('/5/9/', '/5/90'): the pattern operators (~>~, ~<~) read it from the index
 * members_tree_path (text_pattern_ops) whether the path is a constant, a parameter or another
 * row's column (a LIKE with a computed pattern cannot use the index). Every query names the
 * white label.
 */

/** Rows whose `column` path lies under `path` (`self`: the row itself too). */
export function pathRange(column: SQL, path: SQL, self = false): SQL {
  return sql`(${column} ${sql.raw(self ? '~>=~' : '~>~')} ${path}
    and ${column} ~<~ (left(${path}, -1) || '0'))`;
}

/** Serialises changes of one white label's tree: two moves at once cannot build a loop. */
const TREE_LOCK = 7270316;

export interface TreeRow {
  id: number;
  username: string;
  type: number;
  status: string;
  uplineId: number | null;
  treePath: string;
  createdAt: Date;
}

const treeColumns = {
  id: members.id,
  username: members.username,
  type: members.type,
  status: members.status,
  uplineId: members.uplineId,
  treePath: members.treePath,
  createdAt: members.createdAt,
};

/** Everyone under the row with this path (not the row itself). */
export const underPath = (path: string): SQL =>
  pathRange(sql`${members.treePath}`, sql`${path}::text`);

/** Members of the white label whose id is in the list, with their place in the tree. */
export async function findTreeRows(
  db: Executor,
  merchantId: number,
  ids: number[],
): Promise<TreeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(treeColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
}

export async function findTreeRow(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<TreeRow | undefined> {
  const [row] = await findTreeRows(db, merchantId, [id]);
  return row;
}

/** Direct and team counts for each of the given rows (one statement, one index range each). */
export async function teamCounts(
  db: Executor,
  merchantId: number,
  rows: Pick<TreeRow, 'id' | 'treePath'>[],
): Promise<Map<number, { direct: number; team: number }>> {
  const counts = new Map<number, { direct: number; team: number }>();
  if (rows.length === 0) return counts;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::bigint, ${r.treePath}::text)`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select r.id,
          (select count(*) from members d
            where d.merchant_id = ${merchantId} and d.upline_id = r.id) as direct,
          (select count(*) from members d
            where d.merchant_id = ${merchantId}
              and ${pathRange(sql`d.tree_path`, sql`r.path`)}) as team
        from (values ${values}) as r(id, path)`,
  );
  const counted = (
    result as { rows: { id: string | number; direct: string | number; team: string | number }[] }
  ).rows;
  for (const row of counted) {
    counts.set(Number(row.id), { direct: Number(row.direct), team: Number(row.team) });
  }
  return counts;
}

/** A page of the tree: a member's direct downlines, or the top agents; by username. */
export async function listChildren(
  db: Executor,
  merchantId: number,
  filter: { parentId?: number | undefined; usernamePrefix?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: TreeRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(members.merchantId, merchantId)];
  if (filter.parentId !== undefined) {
    conditions.push(eq(members.uplineId, filter.parentId));
  } else {
    conditions.push(isNull(members.uplineId), inArray(members.type, [...AGENT_TYPES]));
  }
  if (filter.usernamePrefix) {
    conditions.push(
      like(members.usernameKey, `${likeLiteral(filter.usernamePrefix.toLowerCase())}%`),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(treeColumns)
      .from(members)
      .where(where)
      .orderBy(asc(members.usernameKey))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface DownlineRow extends TreeRow {
  uplineUsername: string;
  balance: bigint | null;
  lastLoginAt: Date | null;
}

/** A page of the members under an agent's path, nearest first, then by username. */
export async function listDownlines(
  db: Executor,
  merchantId: number,
  agent: Pick<TreeRow, 'id' | 'treePath'>,
  filter: { direct: boolean; agentsOnly?: boolean; usernamePrefix?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: DownlineRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(members.merchantId, merchantId),
    filter.direct ? eq(members.uplineId, agent.id) : underPath(agent.treePath),
    filter.agentsOnly ? inArray(members.type, [...AGENT_TYPES]) : undefined,
  ];
  if (filter.usernamePrefix) {
    conditions.push(
      like(members.usernameKey, `${likeLiteral(filter.usernamePrefix.toLowerCase())}%`),
    );
  }
  const where = and(...conditions);
  const upline = sql<string>`(select u.username from members u where u.id = ${members.uplineId})`;
  const depth = sql`length(${members.treePath}) - length(replace(${members.treePath}, '/', ''))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...treeColumns,
        uplineUsername: upline,
        balance: walletAccounts.balance,
        lastLoginAt: members.lastLoginAt,
      })
      .from(members)
      .leftJoin(
        walletAccounts,
        and(
          eq(walletAccounts.merchantId, merchantId),
          eq(walletAccounts.memberId, members.id),
          eq(walletAccounts.kind, 'MAIN'),
        ),
      )
      .where(where)
      .orderBy(asc(depth), asc(members.usernameKey))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, uplineUsername: r.uplineUsername ?? '' })),
    total: total?.n ?? 0,
  };
}

/** Takes the white label's tree lock until the transaction ends. */
export async function lockTree(tx: Executor, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK}, ${merchantId})`);
}

/**
 * Moves a member and everyone under it below a new upline: one statement over the subtree's
 * index range. Its rows are locked first, so a registration under any of them either commits
 * before (and is moved too) or waits and reads the new path (the insert trigger's share lock).
 * Returns how many rows moved. Call inside a transaction holding the tree lock.
 */
export async function moveSubtree(
  tx: Executor,
  merchantId: number,
  member: Pick<TreeRow, 'id' | 'treePath'>,
  upline: Pick<TreeRow, 'id' | 'treePath'>,
): Promise<number> {
  await tx.execute(
    sql`select id from members
        where merchant_id = ${merchantId}
          and ${pathRange(sql`tree_path`, sql`${member.treePath}::text`, true)}
        order by id for update`,
  );
  const newPath = `${upline.treePath}${member.id}/`;
  const moved = await tx.execute(
    sql`update members
        set tree_path = ${newPath} || substr(tree_path, ${member.treePath.length + 1}),
            upline_id = case when id = ${member.id} then ${upline.id}::bigint else upline_id end,
            updated_at = case when id = ${member.id} then now() else updated_at end
        where merchant_id = ${merchantId}
          and ${pathRange(sql`tree_path`, sql`${member.treePath}::text`, true)}
        returning id`,
  );
  return (moved as { rows: unknown[] }).rows.length;
}

/** Makes the member an agent of this type. */
export async function setType(tx: Executor, memberId: number, type: number): Promise<void> {
  await tx
    .update(members)
    .set({ type, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
