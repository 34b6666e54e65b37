import { z } from 'zod';
import { MoneyOrZeroSchema, VIP_MAX_LEVELS } from './loyalty.ts';
import { parseAmount } from './money.ts';
import { AmountSchema } from './wallet.ts';

/**
 * VIP levels (docs/LOYALTY.md, VIP). A member's level is the highest whose thresholds their
 * lifetime valid stake AND credited deposits both reach; levels only go up. Level 0 is every
 * member's start (thresholds 0, no bonus).
 */
export { VIP_MAX_LEVELS };

/** A level's name per language; English required. */
export const VipNamesSchema = z.partialRecord(
  z.enum(['EN', 'BN', 'HI', 'NE', 'UR']),
  z.string().trim().min(1).max(30),
);

/** The thresholds a level needs, in minor units (the pure rule the job's SQL also applies). */
export interface VipThresholds {
  level: number;
  minValidStake: bigint;
  minDeposit: bigint;
}

/**
 * The level lifetime totals reach: the highest level whose valid stake and deposit thresholds
 * are both met (levels sorted or not; 0 when none).
 */
export function vipLevelFor(
  totals: { validStake: bigint; deposits: bigint },
  levels: readonly VipThresholds[],
): number {
  let best = 0;
  for (const l of levels) {
    if (l.level > best && totals.validStake >= l.minValidStake && totals.deposits >= l.minDeposit) {
      best = l.level;
    }
  }
  return best;
}

/** One level as the member's VIP page and the console show it. */
export const VipLevelSchema = z.object({
  level: z.number().int(),
  /** In the request language (the console gets every language in `names`). */
  name: z.string(),
  names: VipNamesSchema,
  minValidStake: AmountSchema,
  minDeposit: AmountSchema,
  /** Paid once on reaching the level (a jump over several levels pays each). */
  levelUpBonus: AmountSchema,
  /** Paid for each month the member ends at this level with at least `monthlyMinStake` played. */
  monthlyBonus: AmountSchema,
  monthlyMinStake: AmountSchema,
  /** Hundredths of the wagering multiple on the level's bonuses: 100 = 1×. */
  wageringCenti: z.number().int(),
  /** The most one withdrawal may be at this level; null: the white label's limit. */
  withdrawMax: AmountSchema.nullable(),
  /** Withdrawals a day at this level; null: the white label's limit. */
  withdrawDailyCount: z.number().int().nullable(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

/** `GET /wps/loyalty/vip`: the ladder and where the member stands on it. */
export const VipStatusSchema = z.object({
  levels: z.array(VipLevelSchema),
  level: z.number().int(),
  /** Lifetime totals counted so far (settled bets through the rollups, credited deposits). */
  validStake: AmountSchema,
  deposits: AmountSchema,
  /** This month (white label's calendar) so far: what the monthly bonus needs. */
  month: z.string().describe('YYYY-MM'),
  monthValidStake: AmountSchema,
  /** Reached when each level was, ISO 8601 (levels above 0 the member holds). */
  reached: z.array(z.object({ level: z.number().int(), at: z.string() })),
});
export type VipStatus = z.infer<typeof VipStatusSchema>;

/** What an operator sets for one level (the whole ladder is saved at once). */
export const VipLevelInputSchema = z.object({
  level: z
    .number()
    .int()
    .min(0)
    .max(VIP_MAX_LEVELS - 1),
  names: VipNamesSchema.refine((n) => n.EN !== undefined, 'an English name is required'),
  minValidStake: MoneyOrZeroSchema,
  minDeposit: MoneyOrZeroSchema,
  levelUpBonus: MoneyOrZeroSchema,
  monthlyBonus: MoneyOrZeroSchema,
  monthlyMinStake: MoneyOrZeroSchema,
  wageringCenti: z.number().int().min(0).max(10_000),
  withdrawMax: MoneyOrZeroSchema.refine((t) => /[1-9]/.test(t), 'above zero').nullable(),
  withdrawDailyCount: z.number().int().min(1).max(100).nullable(),
});
export type VipLevelInput = z.infer<typeof VipLevelInputSchema>;

const minor = (text: string) => parseAmount(text) ?? 0n;

/**
 * The console's ladder: levels 0…n without a gap, level 0 free (thresholds and bonuses 0), and
 * each level's thresholds at least the one below's with one of them higher (so every level is
 * reachable and above the last).
 */
export const VipLadderSchema = z.object({
  levels: z
    .array(VipLevelInputSchema)
    .min(1)
    .max(VIP_MAX_LEVELS)
    .refine((ls) => ls.every((l, i) => l.level === i), {
      message: 'levels must be numbered 0, 1, 2… in order',
    })
    .refine(
      (ls) =>
        ls[0] !== undefined &&
        minor(ls[0].minValidStake) === 0n &&
        minor(ls[0].minDeposit) === 0n &&
        minor(ls[0].levelUpBonus) === 0n &&
        minor(ls[0].monthlyBonus) === 0n,
      { message: 'level 0 is every member’s start: no thresholds, no bonus' },
    )
    .refine(
      (ls) =>
        ls.every((l, i) => {
          const below = ls[i - 1];
          if (!below) return true;
          const stake = minor(l.minValidStake) - minor(below.minValidStake);
          const deposit = minor(l.minDeposit) - minor(below.minDeposit);
          return stake >= 0n && deposit >= 0n && stake + deposit > 0n;
        }),
      { message: 'each level must need more than the level below it' },
    ),
});
export type VipLadder = z.infer<typeof VipLadderSchema>;

/** The console's view: the ladder and how many members hold each level. */
export const AdminVipLevelsSchema = z.object({
  levels: z.array(VipLevelSchema.extend({ members: z.number().int() })),
});
export type AdminVipLevels = z.infer<typeof AdminVipLevelsSchema>;
