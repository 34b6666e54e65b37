import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptCounters, members, outbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PAYMENT_PASSWORD, memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import { createLedgerService } from './ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const main = (memberId: number) => createLedgerService({ db: t.database.db }).mainBalance(memberId);

async function pair(mobileNum: string) {
  const agent = await newPlayer(t.app, t.database.db, { balance: 10_000n, type: 1 });
  const down = await newPlayer(t.app, t.database.db, { balance: 10_000n, uplineId: agent.id });
  await t.database.db
    .update(members)
    .set({ countryDialingCode: '880', mobileNum, language: 'EN' })
    .where(eq(members.id, down.id));
  const toUpline = (paymentPassword: string) =>
    memberCall(t.app, down.token, 'POST', '/wps/wallet/transfers/upline', {
      amount: '10',
      paymentPassword,
      requestId: rid(),
    });
  return { agent, down, toUpline };
}

describe('payment password tries', () => {
  it('locks for 15 minutes after 5 wrong tries, even 6 at once; the right one waits out the lock', async () => {
    const { down, toUpline } = await pair('1719000001');
    const wrong = await Promise.all(Array.from({ length: 6 }, () => toUpline('999999')));
    const codes = wrong.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'WALLET_PAYMENT_PASSWORD_WRONG')).toHaveLength(4);
    expect(codes.filter((c) => c === 'WALLET_PAYMENT_PASSWORD_LOCKED')).toHaveLength(2);
    const locked = wrong.find((r) => r.body.code === 'WALLET_PAYMENT_PASSWORD_LOCKED')!;
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Too many wrong payment passwords. Payments are locked; try again in 15 minutes.',
    );
    const until = new Date(
      (locked.body as { details?: { message: string }[] }).details![0]!.message,
    );
    expect(until.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // While locked the right password is refused, and no money moves, by transfer or withdrawal.
    const right = await toUpline(PAYMENT_PASSWORD);
    expect(right).toMatchObject({ status: 429, body: { code: 'WALLET_PAYMENT_PASSWORD_LOCKED' } });
    const withdraw = await memberCall(t.app, down.token, 'POST', '/wps/wallet/withdrawals', {
      payeeAccountId: 1,
      amount: '100',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: rid(),
    });
    expect(withdraw.body.code).toBe('WALLET_PAYMENT_PASSWORD_LOCKED');
    expect(await main(down.id)).toBe(10_000n);

    // The member is told, once.
    const sms = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '+8801719000001'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/5 wrong payment passwords.*locked until \d\d:\d\d UTC/);

    // Once the lock is over, the right password works and clears the count.
    await t.database.db
      .update(attemptCounters)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(attemptCounters.scope, 'payment-password'),
          eq(attemptCounters.key, String(down.id)),
        ),
      );
    const after = await toUpline(PAYMENT_PASSWORD);
    expect(after.status).toBe(200);
    expect(await main(down.id)).toBe(9_000n);
    const again = await toUpline('999999');
    expect(again.body).toMatchObject({
      code: 'WALLET_PAYMENT_PASSWORD_WRONG',
      message:
        'The payment password is not correct. 4 more wrong tries lock payments for 15 minutes.',
    });
  });

  it('forgets wrong tries once the right password is given', async () => {
    const { toUpline } = await pair('1719000002');
    for (let i = 0; i < 4; i++) {
      expect((await toUpline('999999')).body.code).toBe('WALLET_PAYMENT_PASSWORD_WRONG');
    }
    expect((await toUpline(PAYMENT_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await toUpline('999999')).body.code).toBe('WALLET_PAYMENT_PASSWORD_WRONG');
    }
    expect((await toUpline(PAYMENT_PASSWORD)).status).toBe(200);
  });

  it('accepts parallel right passwords: tries in flight never count against the owner', async () => {
    const { down, toUpline } = await pair('1719000003');
    const answers = await Promise.all(Array.from({ length: 8 }, () => toUpline(PAYMENT_PASSWORD)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await main(down.id)).toBe(2_000n);
  });
});
