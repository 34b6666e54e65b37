import { isValidClientSeed, randomClientSeed } from '@portal/fair';
import { nodeSha256Hex, randomServerSeed } from '@portal/fair/node';
import {
  ROUND_REF_PATTERN,
  type Round,
  type Seeds,
  type SeedState,
} from '@portal/contracts/inhouse';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './inhouse.repo.ts';
import { roundOut, type InhouseDeps } from './inhouse-rounds.ts';

export type InhouseSeeds = ReturnType<typeof createInhouseSeeds>;

/**
 * Seed pairs and what they prove: the member's active pair (created on first use), rotation
 * (reveals the server seed), the member's rounds and the public verification of one round.
 */
export function createInhouseSeeds(deps: Pick<InhouseDeps, 'db' | 'now'>) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function newPair(merchantId: number, memberId: number, clientSeed?: string) {
    const serverSeed = randomServerSeed();
    return {
      merchantId,
      memberId,
      serverSeed,
      serverSeedHash: nodeSha256Hex(serverSeed),
      clientSeed: clientSeed ?? randomClientSeed(),
    };
  }

  const stateOf = (seed: repo.SeedRow): SeedState => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  });

  /** The member's active pair, created on first use. */
  async function ensureSeed(on: Db, merchantId: number, memberId: number) {
    const existing = await repo.activeSeed(on, memberId);
    if (existing) return existing;
    await repo.insertSeed(on, newPair(merchantId, memberId));
    return (await repo.activeSeed(on, memberId))!;
  }

  async function seeds(merchantId: number, memberId: number): Promise<Seeds> {
    const current = await ensureSeed(db, merchantId, memberId);
    const previous = await repo.lastRevealedSeed(db, memberId);
    return {
      current: stateOf(current),
      previous: previous
        ? {
            serverSeed: previous.serverSeed,
            serverSeedHash: previous.serverSeedHash,
            clientSeed: previous.clientSeed,
            nonces: previous.nonce,
          }
        : null,
    };
  }

  /** Reveals the active server seed and starts a new pair (refused while mines is in play). */
  async function rotate(merchantId: number, memberId: number, clientSeed?: string) {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      throw new AppError('FAIR_CLIENT_SEED_INVALID');
    }
    await db.transaction(async (tx) => {
      const t = tx;
      await ensureSeed(t, merchantId, memberId);
      const seed = (await repo.lockActiveSeed(t, memberId))!;
      // The open round's mines follow from the server seed: revealing it would give them away.
      if (await repo.openRound(t, memberId, 'mines')) throw new AppError('GAME_ROUND_IN_PROGRESS');
      await repo.revealSeed(t, seed.id, now());
      await repo.insertSeed(t, newPair(merchantId, memberId, clientSeed));
    });
    return seeds(merchantId, memberId);
  }

  async function rounds(memberId: number, pageNo: number, pageSize: number) {
    const page = await repo.memberRounds(db, memberId, pageNo, pageSize);
    const seedsById = new Map<number, repo.SeedRow>();
    const list: Round[] = [];
    for (const row of page.rows) {
      let seed = seedsById.get(row.seedId);
      if (!seed) {
        seed = (await repo.seedById(db, row.seedId))!;
        seedsById.set(row.seedId, seed);
      }
      list.push(roundOut(row, seed));
    }
    return { list, total: page.total, pageNo, pageSize };
  }

  /**
   * A round for the public verification page, by its unguessable reference only (server seed
   * once revealed). Anything else, a sequential id included, is simply not found.
   */
  async function publicRound(merchantId: number, ref: string): Promise<Round> {
    const row = ROUND_REF_PATTERN.test(ref) ? await repo.roundByRef(db, ref) : undefined;
    if (!row || row.merchantId !== merchantId) throw new AppError('GAME_ROUND_NOT_FOUND');
    const seed = (await repo.seedById(db, row.seedId))!;
    return roundOut(row, seed);
  }

  return { ensureSeed, stateOf, seeds, rotate, rounds, publicRound };
}
