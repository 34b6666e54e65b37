import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';

/**
 * The console's withdrawal queue keeps every withdrawal findable (issue 14): per-status counts
 * for the tabs, and a search by order number or member across all statuses.
 */
describe('withdrawal queue: counts per status and search', () => {
  let t: TestApp;
  let owner: string;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  const ids: number[] = [];
  const orders: string[] = [];

  const admin = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    adminCall(t.app, method, `/wps/admin/wallet/withdrawals${path}`, owner, payload);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
    player = await newPlayer(t.app, t.database.db, { balance: 100_000n });
    const account = await memberCall(t.app, player.token, 'POST', '/wps/wallet/payee-accounts', {
      bankName: 'Shapla Bank',
      accountName: 'Test Player',
      accountNumber: `12${Math.floor(Math.random() * 1e9)}`,
    });
    for (const amount of ['100', '110', '120']) {
      const res = await memberCall(t.app, player.token, 'POST', '/wps/wallet/withdrawals', {
        payeeAccountId: account.body.value.id,
        amount,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: rid(),
      });
      expect(res.status).toBe(200);
      ids.push(res.body.value.id as number);
      orders.push(res.body.value.orderNo as string);
    }
    // One approved, one rejected, one left pending.
    expect((await admin('POST', `/${ids[0]}/approve`)).status).toBe(200);
    expect((await admin('POST', `/${ids[1]}/reject`, { reason: 'wrong account' })).status).toBe(
      200,
    );
  });
  afterAll(() => t?.app.close());

  it('counts the member’s withdrawals per status, every status present', async () => {
    const res = await admin('GET', `/counts?q=${player.username}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      byStatus: {
        PENDING: 1,
        APPROVED: 1,
        PAYMENT_ISSUED: 0,
        NOT_RECEIVED: 0,
        RECEIVED: 0,
        REJECTED: 1,
        FAILED: 0,
      },
      total: 3,
    });
  });

  it('counts the whole merchant without q, at least these three', async () => {
    const res = await admin('GET', '/counts');
    const sum = Object.values(res.body.value.byStatus as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(res.body.value.total).toBe(sum);
    expect(res.body.value.byStatus.APPROVED).toBeGreaterThanOrEqual(1);
  });

  it('finds an approved withdrawal by order number across all statuses', async () => {
    const res = await admin('GET', `?q=${orders[0]!.slice(-8)}&pageSize=50`);
    expect(res.status).toBe(200);
    expect(res.body.value.list.map((w: { id: number }) => w.id)).toContain(ids[0]);
    expect(res.body.value.list.find((w: { id: number }) => w.id === ids[0]).status).toBe(
      'APPROVED',
    );
  });

  it('finds by member username (any case), and q narrows a status tab', async () => {
    const all = await admin('GET', `?q=${player.username.toUpperCase()}&pageSize=50`);
    expect(all.body.value.total).toBe(3);
    const pending = await admin('GET', `?q=${player.username}&status=PENDING`);
    expect(pending.body.value.list.map((w: { id: number }) => w.id)).toEqual([ids[2]]);
  });

  it('treats % and _ in q as text, not wildcards', async () => {
    const res = await admin('GET', '?q=%25');
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(0);
    const counts = await admin('GET', '/counts?q=_');
    expect(counts.body.value.total).toBe(0);
  });

  it('another white label’s operator neither counts nor finds them', async () => {
    await addOperator(t.database.db, 'nova', 'novaqueue', 'NovaQueue#2026', 'owner');
    const nova = (await signIn(t.app, 'novaqueue', 'NovaQueue#2026', undefined, 'nova')).token;
    const call = (path: string) =>
      adminCall(t.app, 'GET', `/wps/admin/wallet/withdrawals${path}`, nova, undefined, {
        merchant: 'nova',
      });
    const counts = await call(`/counts?q=${player.username}`);
    expect(counts.status).toBe(200);
    expect(counts.body.value.total).toBe(0);
    const found = await call(`?q=${orders[0]!}&pageSize=50`);
    expect(found.body.value.total).toBe(0);
  });
});
