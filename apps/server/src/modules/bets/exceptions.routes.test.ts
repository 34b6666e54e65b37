import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { betExceptions, merchants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, addOperator, signIn } from '../../../test/operator-client.ts';

/**
 * Bet exceptions in the console: who may see them (bets.review; rows of no white label only for
 * roles that see all), each operator only their white label's, and resolving one is audited.
 */
let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const base = '/wps/admin/bets/exceptions';
type Row = { id: number; vendorBetId: string; unassigned: boolean; resolvedAt: string | null };

async function merchantId(code: string): Promise<number> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
  return row!.id;
}

async function addException(name: string, merchant: number | null, at: string) {
  const [row] = await db
    .insert(betExceptions)
    .values({
      merchantId: merchant,
      vendor: 'PG',
      source: 'HISTORY',
      vendorBetId: name,
      kind: merchant === null ? 'UNKNOWN_PLAYER' : 'UNKNOWN_GAME',
      detail: { betId: name, stake: '1.00' },
      createdAt: new Date(at),
    })
    .returning({ id: betExceptions.id });
  ids[name] = row!.id;
}

const list = async (who: string, query = '', merchant = 'demo') =>
  adminCall(t.app, 'GET', `${base}${query}`, tokens[who], undefined, { merchant });
const names = (body: { value: { list: Row[] } }) => body.value.list.map((r) => r.vendorBetId);
const resolve = (who: string, name: string, merchant = 'demo') =>
  adminCall(t.app, 'POST', `${base}/${ids[name]}/resolve`, tokens[who], undefined, { merchant });
const auditOf = async () =>
  (
    await adminCall(
      t.app,
      'GET',
      '/wps/admin/audit?action=bets.exception.resolve&pageSize=100',
      tokens.owner,
    )
  ).body.value as { total: number; list: Record<string, unknown>[] };

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  await addOperator(db, 'nova', 'novaowner', 'Owner#2026', 'owner');
  await addOperator(db, 'demo', 'content1', 'Content#2026', 'content');
  tokens.owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  tokens.finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  tokens.support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  tokens.content = (await signIn(t.app, 'content1', 'Content#2026')).token;
  tokens.nova = (await signIn(t.app, 'novaowner', 'Owner#2026', undefined, 'nova')).token;
  const demo = await merchantId('demo');
  const nova = await merchantId('nova');
  await addException('demo-old', demo, '2026-01-01T10:00:00Z');
  await addException('nobody', null, '2026-01-01T11:00:00Z');
  await addException('nova-1', nova, '2026-01-01T12:00:00Z');
  await addException('demo-new', demo, '2026-01-01T13:00:00Z');
});
afterAll(async () => {
  await t?.app.close();
});

describe('bet exceptions in the console', () => {
  it('are for roles with bets.review, newest first, each white label its own', async () => {
    expect((await list('support')).status).toBe(403);
    expect((await list('content')).body.code).toBe('ADMIN_FORBIDDEN');
    expect((await adminCall(t.app, 'GET', base)).status).toBe(401);

    // The owner sees their white label's and those of none; finance only their white label's.
    const owner = await list('owner');
    expect(owner.status).toBe(200);
    expect(names(owner.body)).toEqual(['demo-new', 'nobody', 'demo-old']);
    expect(owner.body.value.list[1]).toMatchObject({
      unassigned: true,
      vendor: 'PG',
      source: 'HISTORY',
      kind: 'UNKNOWN_PLAYER',
      detail: { betId: 'nobody', stake: '1.00' },
      resolvedAt: null,
    });
    expect(owner.body.value.total).toBe(3);
    expect(names((await list('finance')).body)).toEqual(['demo-new', 'demo-old']);
    expect(names((await list('nova', '', 'nova')).body)).toEqual(['nova-1', 'nobody']);

    const paged = await list('owner', '?pageNo=2&pageSize=2');
    expect(names(paged.body)).toEqual(['demo-old']);
    expect(paged.body.value).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect((await list('owner', '?state=SOMETIMES')).status).toBe(400);
  });

  it('resolves one in reach, audited; others are not found and nothing is written', async () => {
    const before = (await auditOf()).total;
    // Another white label's row, and (for finance) a row of none, are out of reach.
    expect((await resolve('owner', 'nova-1')).body.code).toBe('BET_EXCEPTION_NOT_FOUND');
    expect((await resolve('finance', 'nobody')).status).toBe(404);
    expect((await resolve('support', 'demo-old')).status).toBe(403);
    const bad = await adminCall(t.app, 'POST', `${base}/abc/resolve`, tokens.owner);
    expect(bad.status).toBe(400);
    expect((await auditOf()).total).toBe(before);

    const done = await resolve('finance', 'demo-old');
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ vendorBetId: 'demo-old', unassigned: false });
    expect(done.body.value.resolvedAt).toEqual(expect.any(String));
    // Twice is refused, and not audited twice.
    const again = await resolve('owner', 'demo-old');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BET_EXCEPTION_RESOLVED');
    expect((await resolve('owner', 'nobody')).status).toBe(200);

    const audit = await auditOf();
    expect(audit.total).toBe(before + 2);
    expect(audit.list.slice(0, 2)).toMatchObject([
      {
        operator: 'owner',
        targetType: 'bet_exception',
        targetId: String(ids.nobody),
        details: { vendor: 'PG', vendorBetId: 'nobody', kind: 'UNKNOWN_PLAYER', unassigned: true },
      },
      {
        operator: 'finance1',
        targetType: 'bet_exception',
        targetId: String(ids['demo-old']),
        details: { vendorBetId: 'demo-old', kind: 'UNKNOWN_GAME', unassigned: false },
      },
    ]);

    // Open ones only by default; resolved ones on request.
    expect(names((await list('owner')).body)).toEqual(['demo-new']);
    expect(names((await list('owner', '?state=RESOLVED')).body)).toEqual(['nobody', 'demo-old']);
    expect(names((await list('finance', '?state=ALL')).body)).toEqual(['demo-new', 'demo-old']);
    // The other white label's owner still sees its own open row; the row of none is resolved.
    expect(names((await list('nova', '', 'nova')).body)).toEqual(['nova-1']);
  });
});
