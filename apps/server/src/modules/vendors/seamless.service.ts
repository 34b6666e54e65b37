import type {
  BalanceRequest,
  BetRequest,
  EndRoundRequest,
  PlayerRequest,
  RollbackRequest,
  WinRequest,
} from '@portal/contracts/provider';
import { bet } from './seamless-bet.ts';
import { createSeamlessCalls } from './seamless-calls.ts';
import type { SeamlessContext, SeamlessDeps } from './seamless-context.ts';
import { balance, player } from './seamless-player.ts';
import { rollback } from './seamless-rollback.ts';
import { endRound, win } from './seamless-settle.ts';

export type SeamlessService = ReturnType<typeof createSeamlessService>;

/**
 * The seamless wallet vendors call (contracts/provider.ts): every stake and win is a ledger
 * movement between the member's main wallet and the vendor's house account (PROVIDER:<code>),
 * recorded under the vendor's transaction id so repeats answer the first result. A round's bets
 * accumulate in the `bets` table and settle into the betting record when the round ends.
 *
 * One file per use case (player and balance, bet, win and end of round, rollback), sharing the
 * context built here; `seamless-movement.ts` is the once-per-transaction-id money movement.
 */
export function createSeamlessService(deps: SeamlessDeps) {
  const ctx: SeamlessContext = {
    deps,
    db: deps.db,
    ledger: deps.ledger,
    calls: createSeamlessCalls({
      db: deps.db,
      lanes: deps.lanes ?? 1,
      maxBatch: deps.maxBatch ?? 32,
    }),
    now: deps.now ?? (() => new Date()),
  };
  return {
    player: (vendor: string, input: PlayerRequest) => player(ctx, vendor, input),
    balance: (vendor: string, input: BalanceRequest) => balance(ctx, vendor, input),
    bet: (vendor: string, input: BetRequest) => bet(ctx, vendor, input),
    win: (vendor: string, input: WinRequest) => win(ctx, vendor, input),
    rollback: (vendor: string, input: RollbackRequest) => rollback(ctx, vendor, input),
    endRound: (vendor: string, input: EndRoundRequest) => endRound(ctx, vendor, input),
    /** Statements the bet and win calls have run (the benchmark's statements per call). */
    statements: () => ctx.calls.statements(),
  };
}
