import type { Executor } from './client.ts';
import { promotions, promotionTiers } from './schema/index.ts';

type PromotionInsert = typeof promotions.$inferInsert;

/**
 * The rebate and cash back every white label starts with (docs/LOYALTY.md, amounts in minor
 * units): a daily rebate of 0.5% of valid stake (0.8% on slots and fishing, 0.6% on live
 * casino), at most 5,000 a day, from 1.00; a weekly cash back of 5% of a net loss of 500 or more,
 * 8% from 5,000, 10% from 20,000, at most 20,000, from 10.00. Both wagered once.
 */
export function periodPromotionSeeds(merchantId: number): {
  promotion: PromotionInsert;
  tiers: { category?: string; threshold?: bigint; rateBp: number }[];
}[] {
  return [
    {
      promotion: {
        merchantId,
        code: 'DAILY_REBATE',
        kind: 'REBATE',
        period: 'DAY',
        percentBp: 0,
        capAmount: 500_000n,
        minDeposit: 0n,
        minPayout: 100n,
        wageringCenti: 100,
        texts: {
          EN: {
            title: 'Daily rebate',
            terms:
              'Every day you play, 0.5% of your valid bets comes back (0.8% on slots and fishing, 0.6% on live casino), up to 5,000 a day, paid after midnight. Bet it once to withdraw.',
          },
          BN: {
            title: 'দৈনিক রিবেট',
            terms:
              'প্রতিদিনের বৈধ বাজির ০.৫% ফেরত (স্লট ও ফিশিংয়ে ০.৮%, লাইভ ক্যাসিনোতে ০.৬%), দিনে সর্বোচ্চ ৫,০০০, মধ্যরাতের পরে দেওয়া হয়। উত্তোলনের আগে একবার বাজি ধরুন।',
          },
        },
      },
      tiers: [
        { category: '*', rateBp: 50 },
        { category: 'RNG', rateBp: 80 },
        { category: 'FISH', rateBp: 80 },
        { category: 'LIVE', rateBp: 60 },
      ],
    },
    {
      promotion: {
        merchantId,
        code: 'WEEKLY_CASHBACK',
        kind: 'CASHBACK',
        period: 'WEEK',
        percentBp: 0,
        capAmount: 2_000_000n,
        minDeposit: 0n,
        minPayout: 1_000n,
        wageringCenti: 100,
        texts: {
          EN: {
            title: 'Weekly cash back',
            terms:
              'Lost this week? Get 5% of a net loss of 500 or more back on Monday, 8% from 5,000 and 10% from 20,000, up to 20,000. Bet it once to withdraw.',
          },
          BN: {
            title: 'সাপ্তাহিক ক্যাশব্যাক',
            terms:
              'এই সপ্তাহে হেরেছেন? ৫০০ বা তার বেশি নিট ক্ষতির ৫% সোমবার ফেরত, ৫,০০০ থেকে ৮% এবং ২০,০০০ থেকে ১০%, সর্বোচ্চ ২০,০০০। উত্তোলনের আগে একবার বাজি ধরুন।',
          },
        },
      },
      tiers: [
        { threshold: 50_000n, rateBp: 500 },
        { threshold: 500_000n, rateBp: 800 },
        { threshold: 2_000_000n, rateBp: 1_000 },
      ],
    },
  ];
}

/** Inserts the seeded rebate and cash back of a white label that lacks them. */
export async function seedPeriodPromotions(db: Executor, merchantId: number): Promise<void> {
  for (const seed of periodPromotionSeeds(merchantId)) {
    const [row] = await db
      .insert(promotions)
      .values(seed.promotion)
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (!row) continue;
    await db.insert(promotionTiers).values(seed.tiers.map((t) => ({ promotionId: row.id, ...t })));
  }
}
