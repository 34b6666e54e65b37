import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { auditLog, members, merchants } from '../../db/schema/index.ts';
import type { Actor } from '../admin/admin.audit.ts';
import { createAuditTrail } from '../admin/admin.audit.ts';
import { createAgentsService } from './agents.service.ts';

/**
 * Random forests of members (each joining under a random earlier member or at the top, as
 * registration with an affiliate or referral code does) and random moves (some valid, some into
 * the member's own team, some under a non-agent), checked against a model kept by the test: each
 * member's upline, who is under whom at any depth (the downline list), refusals, and the paths
 * the database keeps (no row left behind, no loop).
 */

let database: Database;
let merchantId: number;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database, { seed: 'always' });
  const [merchant] = await database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  merchantId = merchant!.id;
});
afterAll(() => database.close());

type Step =
  | { kind: 'join'; upline: number | null; agent: boolean }
  | { kind: 'move'; member: number; upline: number }
  | { kind: 'promote'; member: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      upline: fc.option(fc.nat(), { nil: null }),
      agent: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      member: fc.nat(),
      upline: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('promote' as const), member: fc.nat() }) },
);

/** Everyone under `id` in the model, at any depth. */
function teamOf(model: Map<number, number | null>, id: number): Set<number> {
  const team = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [m, up] of model) {
      if (up !== null && (up === id || team.has(up)) && !team.has(m)) {
        team.add(m);
        grew = true;
      }
    }
  }
  return team;
}

describe('the upline tree', () => {
  it('keeps every member under the right uplines through random joins and moves', async () => {
    const audit = createAuditTrail({ db: database.db });
    const agents = createAgentsService({ db: database.db, audit });
    const actor: Actor = {
      operatorId: 0,
      merchantId: 0,
      username: 'model',
      role: 'owner',
      ip: '::1',
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        run += 1;
        const model = new Map<number, number | null>();
        const agent = new Set<number>();
        const ids: number[] = [];
        const me = { ...actor, merchantId };
        for (const [i, s] of steps.entries()) {
          if (s.kind === 'join' || ids.length === 0) {
            const upline =
              s.kind === 'join' && s.upline !== null && ids.length > 0
                ? ids[s.upline % ids.length]!
                : null;
            const isAgent = s.kind === 'join' ? s.agent : true;
            const [row] = await database.db
              .insert(members)
              .values({
                merchantId,
                username: `r${run}m${i}`,
                usernameKey: `r${run}m${i}`,
                passwordHash: 'x',
                referralCode: `R${run}M${i}`,
                type: isAgent ? 1 : 0,
                uplineId: upline,
              })
              .returning({ id: members.id });
            ids.push(row!.id);
            model.set(row!.id, upline);
            if (isAgent) agent.add(row!.id);
            continue;
          }
          if (s.kind === 'promote') {
            const id = ids[s.member % ids.length]!;
            await agents.makeAgent(me, id, { type: 2 });
            agent.add(id);
            continue;
          }
          const id = ids[s.member % ids.length]!;
          const to = ids[s.upline % ids.length]!;
          const loops = to === id || teamOf(model, id).has(to);
          const expected = !agent.has(to)
            ? 'AGENT_UPLINE_NOT_AGENT'
            : loops
              ? 'AGENT_MOVE_LOOP'
              : null;
          const outcome = await agents.move(me, id, { uplineId: to }).then(
            (r) => r,
            (error: { code?: string }) => error.code ?? 'THREW',
          );
          if (expected) {
            expect(outcome).toBe(expected);
          } else {
            const team = teamOf(model, id);
            expect(outcome).toMatchObject({
              member: { id, uplineId: to },
              moved: model.get(id) === to ? 0 : team.size + 1,
            });
            model.set(id, to);
          }
        }

        // Every row's path is its uplines' ids from the top, then its own.
        const rows = await database.db
          .select({ id: members.id, uplineId: members.uplineId, treePath: members.treePath })
          .from(members)
          .where(sql`${members.id} = any(${sql.raw(`array[${ids.join(',')}]::bigint[]`)})`);
        for (const row of rows) {
          expect(row.uplineId).toBe(model.get(row.id));
          const chain: number[] = [];
          for (let at: number | null = row.id; at !== null; at = model.get(at) ?? null) {
            chain.unshift(at);
          }
          expect(row.treePath).toBe(`/${chain.join('/')}/`);
        }
        // The downline list at every depth is the model's team, and its levels are right.
        for (const id of ids.filter((i) => agent.has(i))) {
          const page = await agents.downlines(merchantId, id, {
            scope: 'all',
            kind: 'all',
            pageNo: 1,
            pageSize: 100,
          });
          expect(new Set(page.list.map((d) => d.id))).toEqual(teamOf(model, id));
          expect(page.total).toBe(teamOf(model, id).size);
          for (const d of page.list) {
            let level = 0;
            for (let at: number | null = d.id; at !== id; at = model.get(at!) ?? null) level += 1;
            expect(d.level).toBe(level);
          }
          const direct = await agents.downlines(merchantId, id, {
            scope: 'direct',
            kind: 'all',
            pageNo: 1,
            pageSize: 100,
          });
          expect(direct.list.map((d) => d.id).sort()).toEqual(
            ids.filter((m) => model.get(m) === id).sort(),
          );
        }
      }),
      { numRuns: 25 },
    );
    // Each effective move and promotion wrote its audit row.
    const audited = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.merchantId, merchantId));
    expect(audited[0]!.n).toBeGreaterThan(0);
  });

  it('a member registering under a member being moved ends up under the moved path', async () => {
    const audit = createAuditTrail({ db: database.db });
    const agents = createAgentsService({ db: database.db, audit });
    const make = async (name: string, uplineId: number | null, type = 1) => {
      const [row] = await database.db
        .insert(members)
        .values({
          merchantId,
          username: name,
          usernameKey: name,
          passwordHash: 'x',
          referralCode: name.toUpperCase(),
          type,
          uplineId,
        })
        .returning({ id: members.id });
      return row!.id;
    };
    const top1 = await make('race-top1', null);
    const top2 = await make('race-top2', null);
    const mid = await make('race-mid', top1);
    // The move and twenty registrations under the moving member, all at once.
    const joining = Array.from({ length: 20 }, (_, i) => make(`race-join${i}`, mid, 0));
    const moving = agents.move(
      { operatorId: 0, merchantId, username: 'race', role: 'owner', ip: '::1' },
      mid,
      { uplineId: top2 },
    );
    const [joined] = await Promise.all([Promise.all(joining), moving]);
    const rows = await database.db
      .select({ id: members.id, treePath: members.treePath })
      .from(members)
      .where(sql`${members.id} = any(${sql.raw(`array[${joined.join(',')}]::bigint[]`)})`);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.treePath).toBe(`/${top2}/${mid}/${row.id}/`);
  });
});
