import type { ProviderContext } from '../rounds.ts';
import type { Category } from '../sessions.ts';
import { createBaccaratEngine } from './baccarat.ts';
import { createDragonTigerEngine } from './dragon-tiger.ts';
import type { Engine } from './engine.ts';
import { createEventBoards, createEventEngine } from './events.ts';
import { createFishEngine } from './fish.ts';
import { createLotteryBoards, createLotteryEngine } from './lottery.ts';
import { createSlotEngine } from './slot.ts';

/** One engine per catalog category; boards (fixtures, fights, draws) are shared by sessions. */
export function createEngines(ctx: ProviderContext): Record<Category, Engine> {
  const events = createEventBoards(ctx);
  const lotteries = createLotteryBoards(ctx);
  return {
    RNG: createSlotEngine(ctx),
    LIVE: createBaccaratEngine(ctx),
    FISH: createFishEngine(ctx),
    PVP: createDragonTigerEngine(ctx),
    SPORTS: createEventEngine(ctx, events.SPORTS),
    ESPORTS: createEventEngine(ctx, events.ESPORTS),
    COCKFIGHT: createEventEngine(ctx, events.COCKFIGHT),
    LOTT: createLotteryEngine(ctx, lotteries.LOTT),
    ELOTT: createLotteryEngine(ctx, lotteries.ELOTT),
  };
}
