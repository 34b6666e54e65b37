import { depositBonus } from '@portal/contracts/loyalty';
import { requirementFor } from '../wallet/turnover.service.ts';

/** A first-deposit promotion's terms, as stored (docs/LOYALTY.md). */
export interface DepositBonusTerms {
  /** Share of the deposit in basis points: 7000 = 70%. */
  percentBp: number;
  /** The most one grant pays, in minor units. */
  capAmount: bigint;
  /** Hundredths of the multiple on (deposit + bonus): 1000 = 10×. */
  wageringCenti: number;
}

export { depositBonus };

/**
 * The valid stake the bonus adds to the member's requirements. The promise is that
 * (deposit + bonus) × multiple is wagered before a withdrawal; the deposit already carries its
 * method's requirement, so the bonus adds the rest (never less than nothing).
 */
export function bonusWagering(
  deposit: bigint,
  bonus: bigint,
  terms: DepositBonusTerms,
  depositRequirement: bigint,
): bigint {
  const total = requirementFor(deposit + bonus, terms.wageringCenti);
  return total > depositRequirement ? total - depositRequirement : 0n;
}

/** A rebate's terms: rates per game category in basis points ('*' for the rest), the cap. */
export interface RebateTerms {
  rates: ReadonlyMap<string, number>;
  capAmount: bigint;
  minPayout: bigint;
}

/**
 * One member's rebate for a period: per game category, valid stake × the category's rate
 * (its own, else '*'), rounded down to the minor unit; summed, capped; nothing under the
 * minimum. The SQL of periods.repo `claimRebates` computes the same for every member at once.
 */
export function rebateFor(
  validStakeByCategory: ReadonlyMap<string, bigint>,
  terms: RebateTerms,
): bigint {
  let sum = 0n;
  for (const [category, validStake] of validStakeByCategory) {
    const rate = terms.rates.get(category) ?? terms.rates.get('*');
    if (rate === undefined || validStake <= 0n) continue;
    sum += (validStake * BigInt(rate)) / 10_000n;
  }
  const capped = sum < terms.capAmount ? sum : terms.capAmount;
  return capped >= terms.minPayout && capped > 0n ? capped : 0n;
}

/** A cash back's terms: loss bands (the highest threshold reached applies), the cap. */
export interface CashBackTerms {
  bands: readonly { threshold: bigint; rateBp: number }[];
  capAmount: bigint;
  minPayout: bigint;
}

/**
 * One member's cash back for a period: the net loss (stake − payout) × the rate of the highest
 * band it reaches, rounded down, capped; nothing for a win, a loss under every band, or under the
 * minimum (periods.repo `claimCashBack`).
 */
export function cashBackFor(netLoss: bigint, terms: CashBackTerms): bigint {
  if (netLoss <= 0n) return 0n;
  const band = [...terms.bands]
    .filter((b) => b.threshold <= netLoss)
    .sort((a, b) => (a.threshold < b.threshold ? 1 : a.threshold > b.threshold ? -1 : 0))[0];
  if (!band) return 0n;
  const share = (netLoss * BigInt(band.rateBp)) / 10_000n;
  const capped = share < terms.capAmount ? share : terms.capAmount;
  return capped >= terms.minPayout && capped > 0n ? capped : 0n;
}
