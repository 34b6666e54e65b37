import { createInstantBets } from './inhouse-instant.service.ts';
import { createMines } from './inhouse-mines.service.ts';
import { createRoundCore, type InhouseDeps } from './inhouse-rounds.ts';
import { createInhouseSeeds } from './inhouse-seeds.service.ts';

export type InhouseService = ReturnType<typeof createInhouseService>;

/**
 * The in-house games: seeds, instant bets (dice, limbo, plinko, slot) and mines. Every outcome
 * is the fair engine's function of (server seed, client seed, nonce); no setting can change it.
 * Stakes and wins are ledger movements between the member's main wallet and PROVIDER:BGS, and
 * each settled round lands in the betting record.
 */
export function createInhouseService(deps: InhouseDeps) {
  const seeds = createInhouseSeeds(deps);
  const core = createRoundCore(deps, seeds);
  return {
    seeds: seeds.seeds,
    rotate: seeds.rotate,
    rounds: seeds.rounds,
    publicRound: seeds.publicRound,
    ...createInstantBets(deps, seeds, core),
    ...createMines(deps, seeds, core),
  };
}
