/**
 * Load generator for bench/wallet.ts, run as a child process (fork) so that autocannon does not
 * share the server's event loop: the parent sends one job per message and gets its summary back.
 *
 * Each autocannon connection owns a fixed slice of the players (player i belongs to connection
 * i mod connections) and cycles through it, so no two connections ever move the same member's
 * money at once: contention, when there is any, is on the house account only. Every request
 * carries a fresh requestId.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  durationSeconds: number;
  /** One entry per player: its bearer token and the vendor its transfers go to. */
  players: { token: string; vendor: string }[];
  direction: 'IN' | 'OUT';
  amount: string;
  /** Prefix of the requestIds of this job (unique per job). */
  prefix: string;
}

export interface LoadResult {
  durationSeconds: number;
  ok: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  socketErrors: number;
  statusCodes: Record<string, number>;
}

async function run(job: LoadJob): Promise<LoadResult> {
  if (job.players.length < job.connections) throw new Error('fewer players than connections');
  let nextConnection = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationSeconds,
    setupClient: (client) => {
      const k = nextConnection++;
      const mine = job.players.filter((_, i) => i % job.connections === k);
      let turn = 0;
      let seq = 0;
      client.setRequests([
        {
          method: 'POST',
          path: '/wps/wallet/game-transfer',
          setupRequest: (request) => {
            const player = mine[turn++ % mine.length];
            if (!player) return request;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                merchant: 'demo',
                language: 'EN',
                authorization: `Bearer ${player.token}`,
              },
              body: JSON.stringify({
                vendor: player.vendor,
                direction: job.direction,
                amount: job.amount,
                requestId: `${job.prefix}${k}x${seq++}`,
              }),
            };
          },
        },
      ]);
    },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const ok = result['2xx'];
  return {
    durationSeconds: result.duration,
    ok,
    requestsPerSecond: Math.round(ok / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    socketErrors: result.errors,
    statusCodes,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
