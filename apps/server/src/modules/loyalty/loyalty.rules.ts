import { cashBackFor, depositBonus, rebateFor } from '@portal/contracts/loyalty';
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

export { cashBackFor, depositBonus, rebateFor };

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
