import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAMLESS_SLOT, startSeamlessPortal, vendorCall } from '../../../test/vendor-fixture.ts';
import { memberCall, newPlayer, rid } from '../../../test/wallet-client.ts';
import type { Db } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/**
 * Random sequences of seamless calls (bets, wins, rollbacks before and after their bet, late
 * bets, round ends), every call sent twice as a vendor retry would. Whatever the portal decides
 * about each call, the money must follow its answers exactly: a repeat answers the first result,
 * an OK bet takes its stake once, an OK win pays once, a rollback returns an accepted stake once,
 * a refused call moves nothing, and the ledger stays balanced.
 */
const SLOT = SEAMLESS_SLOT;
const VENDOR = SLOT.vendor;

type Op =
  | { kind: 'bet'; round: number; cents: number }
  | { kind: 'win'; round: number; cents: number; ended: boolean }
  | { kind: 'rollback'; pick: number; unknown: boolean }
  | { kind: 'lateBet'; pick: number; cents: number }
  | { kind: 'endRound'; round: number };

const round = fc.integer({ min: 0, max: 2 });
const cents = fc.integer({ min: 1, max: 40_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), round, cents }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      round,
      cents: fc.integer({ min: 0, max: 60_000 }),
      ended: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      pick: fc.nat(),
      unknown: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('lateBet' as const), pick: fc.nat(), cents }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endRound' as const), round }) },
);

const money = (c: number | bigint) => (Number(c) / 100).toFixed(2);

describe('seamless wallet: random call sequences keep the money exact', () => {
  let app: FastifyInstance;
  let db: Db;
  let vendor: Awaited<ReturnType<typeof startSeamlessPortal>>['vendor'];
  let nodeId: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, vendor, nodeId, close } = await startSeamlessPortal());
  });
  afterAll(() => close?.());

  it('follows the answers, replays included', async () => {
    // What the sequences reached, so a run where every call was refused cannot pass unnoticed.
    const seen = { bet: 0, win: 0, rollback: 0, tombstone: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 24 }), async (ops) => {
        const player = await newPlayer(app, db, { balance: 100_000n, paymentPassword: false });
        await memberCall(app, player.token, 'POST', '/wps/game/launchGame', {
          nodeId,
          mode: 'REAL',
        });
        const { token, playerId } = vendor.launches.at(-1)!;
        const run = rid().slice(0, 10);
        const roundId = (r: number) => `r-${run}-${r}`;
        let expected = 100_000n;
        const accepted = new Map<string, bigint>(); // bet transaction → stake
        const sentBets: string[] = [];
        const rolledBack = new Set<string>();
        const tombstones: string[] = [];

        /** Sends a call twice; the repeat must answer exactly what the first did. */
        async function twice(call: string, body: Record<string, unknown>) {
          const first = await vendorCall(app, VENDOR, call, body);
          const again = await vendorCall(app, VENDOR, call, body);
          expect(first.status).toBe(200);
          if (call !== 'end-round') {
            expect(again.body).toEqual(first.body);
          }
          return first.body as { status: string; balance?: string };
        }

        for (const [index, step] of ops.entries()) {
          const tx = `t-${run}-${index}`;
          switch (step.kind) {
            case 'bet':
            case 'lateBet': {
              const id =
                step.kind === 'bet' ? tx : tombstones[step.pick % Math.max(1, tombstones.length)];
              if (id === undefined) break;
              const answer = await twice('bet', {
                transactionId: id,
                playerId,
                token,
                roundId: roundId(step.kind === 'bet' ? step.round : 0),
                gameCode: SLOT.code,
                amount: money(step.cents),
                currency: 'BDT',
              });
              if (step.kind === 'lateBet') expect(answer.status).not.toBe('OK');
              if (answer.status === 'OK') {
                seen.bet += 1;
                accepted.set(id, BigInt(step.cents));
                expected -= BigInt(step.cents);
              }
              sentBets.push(id);
              break;
            }
            case 'win': {
              const answer = await twice('win', {
                transactionId: tx,
                playerId,
                roundId: roundId(step.round),
                gameCode: SLOT.code,
                amount: money(step.cents),
                currency: 'BDT',
                roundEnded: step.ended,
              });
              if (answer.status === 'OK') {
                seen.win += 1;
                expected += BigInt(step.cents);
              }
              break;
            }
            case 'rollback': {
              const target =
                step.unknown || sentBets.length === 0
                  ? `t-${run}-later-${index}`
                  : sentBets[step.pick % sentBets.length]!;
              const answer = await twice('rollback', {
                transactionId: `rb-${tx}`,
                playerId,
                roundId: roundId(0),
                gameCode: SLOT.code,
                betTransactionId: target,
              });
              if (answer.status === 'OK') {
                const stake = accepted.get(target);
                if (stake !== undefined && !rolledBack.has(target)) {
                  seen.rollback += 1;
                  expected += stake;
                  rolledBack.add(target);
                }
                if (stake === undefined && !sentBets.includes(target)) {
                  seen.tombstone += 1;
                  tombstones.push(target);
                }
              }
              break;
            }
            case 'endRound':
              await twice('end-round', {
                requestId: tx,
                playerId,
                roundId: roundId(step.round),
                gameCode: SLOT.code,
              });
              break;
          }
          const balance = await createLedgerService({ db }).mainBalance(player.id);
          expect(balance).toBe(expected);
          expect(balance >= 0n).toBe(true);
        }
        const report = await createLedgerService({ db }).reconcile(player.merchantId);
        expect(report.total).toBe(0n);
        expect(report.unbalanced).toHaveLength(0);
        expect(report.drift).toHaveLength(0);
      }),
      { numRuns: 12 },
    );
    expect(Math.min(seen.bet, seen.win, seen.rollback, seen.tombstone)).toBeGreaterThan(0);
  });
});
