import { z } from 'zod';

/** Money on the wire: a decimal string with two places, never a float. */
export const AmountSchema = z
  .string()
  .regex(/^-?\d{1,13}\.\d{2}$/)
  .describe('Decimal string with two places, e.g. "1234.50"');

export const BalanceSchema = z.object({
  balance: AmountSchema.describe('Main wallet balance'),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;
