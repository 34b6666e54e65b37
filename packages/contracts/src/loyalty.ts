import { z } from 'zod';
import { AmountSchema } from './wallet.ts';

/**
 * A promotion the member can take with the deposit being made now (docs/LOYALTY.md): listed on
 * the deposit page; its id goes with the deposit request, and the bonus is paid when that
 * deposit is credited.
 */
export const DepositOfferSchema = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string().describe('In the request language'),
  terms: z.string().describe('In the request language'),
  /** Share of the deposit, in percent (70 = 70%). */
  percent: z.number(),
  cap: AmountSchema.describe('The most the bonus pays'),
  minDeposit: AmountSchema,
  /** Valid stake needed before a withdrawal, as a multiple of (deposit + bonus). */
  wageringMultiple: z.number(),
});
export type DepositOffer = z.infer<typeof DepositOfferSchema>;

/**
 * A first-deposit bonus: the promotion's share of the deposit, rounded down to the minor unit,
 * never above the cap (what the server pays and the deposit page shows).
 */
export function depositBonus(
  deposit: bigint,
  terms: { percentBp: number; capAmount: bigint },
): bigint {
  const share = (deposit * BigInt(terms.percentBp)) / 10_000n;
  return share < terms.capAmount ? share : terms.capAmount;
}

export const GRANT_STATES = ['ISSUED'] as const;

/** One reward paid to the member (bonus details, reward centre). */
export const GrantSchema = z.object({
  id: z.number().int(),
  source: z.string().describe('FIRST_DEPOSIT, …'),
  title: z.string().describe('The promotion’s title in the request language'),
  amount: AmountSchema,
  wageringRequired: AmountSchema.describe('Valid stake this grant added to the requirement'),
  reference: z.string().nullable().describe('What it was for: the deposit’s order number'),
  state: z.enum(GRANT_STATES),
  createdAt: z.string().describe('ISO 8601'),
});
export type Grant = z.infer<typeof GrantSchema>;
