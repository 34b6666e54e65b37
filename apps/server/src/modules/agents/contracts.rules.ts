import type { ContractTier } from '@portal/contracts/agents';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { StoredTier } from '../../db/schema/agents.ts';

/*
 * The rules of contract rates (docs/AGENTS.md, "Contracts and pay"): a contract's rate at a
 * period is the highest rate among the tiers whose two minimums (base, active players) the period
 * reaches, 0 when none. The rate therefore never falls as base or players grow.
 */

/** Wire tiers (money as "50000.00") to stored tiers (minor units as a string). */
export function storeTiers(tiers: readonly ContractTier[]): StoredTier[] {
  return tiers.map((t) => ({
    minBase: String(parseAmount(t.minBase) ?? 0n),
    minActivePlayers: t.minActivePlayers,
    rateBp: t.rateBp,
  }));
}

export function wireTiers(tiers: readonly StoredTier[]): ContractTier[] {
  return tiers.map((t) => ({
    minBase: formatAmount(BigInt(t.minBase)),
    minActivePlayers: t.minActivePlayers,
    rateBp: t.rateBp,
  }));
}

/** The rate (bp) a period with this base and these active players reaches. */
export function rateAt(tiers: readonly StoredTier[], base: bigint, players: number): number {
  let rate = 0;
  for (const t of tiers) {
    if (BigInt(t.minBase) <= base && t.minActivePlayers <= players && t.rateBp > rate) {
      rate = t.rateBp;
    }
  }
  return rate;
}

/**
 * Whether `lower` never pays a higher rate than `upper` at any base and number of players. Both
 * rates are step functions that only rise, so it is enough to look at `lower`'s own steps: at
 * each tier's minimums, `upper` must pay at least that tier's rate. An upline's team holds its
 * sub-agent's team, so its base and players are at least the sub-agent's: with this check the
 * upline's rate on its team is never below the sub-agent's rate on its own, and a differential
 * is never negative.
 */
export function withinRates(lower: readonly StoredTier[], upper: readonly StoredTier[]): boolean {
  return lower.every((t) => rateAt(upper, BigInt(t.minBase), t.minActivePlayers) >= t.rateBp);
}
