/// <reference types="node" />
/**
 * The games benchmark's load generator, run as a child process (bench/games.ts forks it): the
 * demo vendor's own PortalClient sending bet + win pairs, as the vendor service would from its
 * own process. Each connection plays its own players (never two calls of one player at once).
 */
import { performance } from 'node:perf_hooks';
import { PortalClient } from '../apps/demo-provider/src/portal-client.ts';

export interface GamesLoadJob {
  walletUrl: string;
  seed: string;
  seconds: number;
  connections: number;
  players: {
    playerId: string;
    token: string;
    vendor: string;
    gameCode: string;
    stake: string;
    win: string;
  }[];
}

export interface GamesLoadResult {
  seconds: number;
  pairs: number;
  /** Each call's latency (ms), bets and wins alike. */
  latencies: number[];
  errors: number;
  errorKinds: Record<string, number>;
}

async function run(job: GamesLoadJob): Promise<GamesLoadResult> {
  const client = new PortalClient({ seed: job.seed, timeoutMs: 10_000 });
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
      if (mine.length === 0) return;
      let k = 0;
      while (performance.now() < until) {
        const p = mine[k++ % mine.length];
        const target = { walletUrl: job.walletUrl, vendor: p.vendor };
        const n = ++counter;
        const roundId = `bench-${tag}-r${n}`;
        const b0 = performance.now();
        const bet = await client.bet(target, {
          transactionId: `bench-${tag}-b${n}`,
          playerId: p.playerId,
          token: p.token,
          roundId,
          gameCode: p.gameCode,
          amount: p.stake,
          currency: 'BDT',
        });
        const w0 = performance.now();
        if (bet.outcome !== 'ACCEPTED') {
          errors++;
          const kind = bet.outcome === 'REFUSED' ? bet.status : 'UNKNOWN';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          continue;
        }
        latencies.push(w0 - b0);
        const win = await client.win(target, {
          transactionId: `bench-${tag}-w${n}`,
          playerId: p.playerId,
          roundId,
          gameCode: p.gameCode,
          amount: p.win,
          currency: 'BDT',
          roundEnded: true,
        });
        if (!win.delivered || win.status !== 'OK') {
          errors++;
          errorKinds.WIN = (errorKinds.WIN ?? 0) + 1;
          continue;
        }
        latencies.push(performance.now() - w0);
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
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
