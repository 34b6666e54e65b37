import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InjectSchema, type BetHistory } from './history.ts';
import type { TransferWallets } from './transfers.ts';

const FaultSchema = z.object({
  mode: z.enum(['DELAY', 'FAIL', 'NONE']),
  count: z.number().int().min(0).max(1000).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(5000),
});

/**
 * Routes for tests only (registered with `faults: true`, never in production): what the next
 * transfers do wrong (`/__faults`), and rows the bet history serves besides the bets played
 * (`/__history`: unknown players or games, duplicates, a bet that changed after settlement).
 */
export function testSwitches(
  app: FastifyInstance,
  deps: { transfers: TransferWallets; history: BetHistory },
): void {
  app.post('/__faults', async (request, reply) => {
    const parsed = FaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
    const { mode, count, delayMs } = parsed.data;
    deps.transfers.setFault(mode === 'NONE' ? undefined : { mode, count, delayMs });
    return { status: 'OK', fault: deps.transfers.currentFault() ?? null };
  });

  app.post('/__history', async (request, reply) => {
    const parsed = InjectSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
    deps.history.inject(parsed.data.vendor, parsed.data.bets, parsed.data.replace);
    return { status: 'OK', served: deps.history.size.settled };
  });
}
