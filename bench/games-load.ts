/// <reference types="node" />
/**
 * The games benchmark's load generator, run as a child process (bench/games.ts forks it): the
 * demo vendor's own PortalClient sending bet + win pairs, as the vendor service would from its
 * own process.
 */
import { performance } from 'node:perf_hooks';
import { PortalClient } from '../apps/demo-provider/src/portal-client.ts';

export interface GamesLoadJob {
  walletUrl: string;
  vendor: string;
  gameCode: string;
  seed: string;
  seconds: number;
  connections: number;
  players: { playerId: string; token: string }[];
}

export interface GamesLoadResult {
  seconds: number;
  pairs: number;
  latencies: number[];
  errors: number;
  errorKinds: Record<string, number>;
}

async function run(job: GamesLoadJob): Promise<GamesLoadResult> {
  const client = new PortalClient({ seed: job.seed, timeoutMs: 10_000 });
  const target = { walletUrl: job.walletUrl, vendor: job.vendor };
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let pairs = 0;
  let errors = 0;
  let counter = 0;
  const tag = Math.random().toString(36).slice(2, 8);
  const until = performance.now() + job.seconds * 1_000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: job.connections }, async (_, c) => {
      const mine = job.players.filter((_p, i) => i % job.connections === c);
      let k = 0;
      while (performance.now() < until) {
        const p = mine[k++ % mine.length];
        const n = ++counter;
        const roundId = `bench-${tag}-r${n}`;
        const start = performance.now();
        const bet = await client.bet(target, {
          transactionId: `bench-${tag}-b${n}`,
          playerId: p.playerId,
          token: p.token,
          roundId,
          gameCode: job.gameCode,
          amount: '1.00',
          currency: 'BDT',
        });
        if (bet.outcome !== 'ACCEPTED') {
          errors++;
          const kind = bet.outcome === 'REFUSED' ? bet.status : 'UNKNOWN';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          continue;
        }
        const win = await client.win(target, {
          transactionId: `bench-${tag}-w${n}`,
          playerId: p.playerId,
          roundId,
          gameCode: job.gameCode,
          amount: '0.50',
          currency: 'BDT',
          roundEnded: true,
        });
        if (!win.delivered || win.status !== 'OK') {
          errors++;
          errorKinds.WIN = (errorKinds.WIN ?? 0) + 1;
          continue;
        }
        latencies.push(performance.now() - start);
        pairs++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1_000;
  client.close();
  return { seconds, pairs, latencies, errors, errorKinds };
}

process.on('message', (job: GamesLoadJob) => {
  run(job).then(
    (result) => {
      process.send!({ ok: true, result });
      process.exit(0);
    },
    (error: unknown) => {
      process.send!({ ok: false, error: String(error) });
      process.exit(1);
    },
  );
});
