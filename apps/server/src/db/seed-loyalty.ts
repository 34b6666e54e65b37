import type { Executor } from './client.ts';
import { eq } from 'drizzle-orm';
import {
  mallItems,
  pointsRatios,
  pointsSettings,
  promotions,
  promotionTiers,
  vipLevels,
} from './schema/index.ts';

type PromotionInsert = typeof promotions.$inferInsert;

/**
 * The rebate and cash back every white label starts with (docs/LOYALTY.md, amounts in minor
 * units): a daily rebate of 0.5% of valid stake (0.8% on slots and fishing, 0.6% on live
 * casino), at most 5,000 a day, from 1.00; a weekly cash back of 5% of a net loss of 500 or more,
 * 8% from 5,000, 10% from 20,000, at most 20,000, from 10.00. Both wagered once.
 */
export function periodPromotionSeeds(merchantId: number): {
  promotion: PromotionInsert;
  tiers: { vipLevel?: number; category?: string; threshold?: bigint; rateBp: number }[];
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
              'Every day you play, 0.5% of your valid bets comes back (0.8% on slots and fishing, 0.6% on live casino), up to 5,000 a day, paid after midnight; more from VIP Gold. Bet it once to withdraw.',
          },
          BN: {
            title: 'দৈনিক রিবেট',
            terms:
              'প্রতিদিনের বৈধ বাজির ০.৫% ফেরত (স্লট ও ফিশিংয়ে ০.৮%, লাইভ ক্যাসিনোতে ০.৬%), দিনে সর্বোচ্চ ৫,০০০, মধ্যরাতের পরে দেওয়া হয়; ভিআইপি গোল্ড থেকে আরও বেশি। উত্তোলনের আগে একবার বাজি ধরুন।',
          },
        },
      },
      tiers: [
        { category: '*', rateBp: 50 },
        { category: 'RNG', rateBp: 80 },
        { category: 'FISH', rateBp: 80 },
        { category: 'LIVE', rateBp: 60 },
        // Gold (VIP 3) and Diamond (VIP 5) members earn more; the levels between inherit below.
        { vipLevel: 3, category: '*', rateBp: 70 },
        { vipLevel: 3, category: 'RNG', rateBp: 100 },
        { vipLevel: 3, category: 'FISH', rateBp: 100 },
        { vipLevel: 3, category: 'LIVE', rateBp: 80 },
        { vipLevel: 5, category: '*', rateBp: 100 },
        { vipLevel: 5, category: 'RNG', rateBp: 120 },
        { vipLevel: 5, category: 'FISH', rateBp: 120 },
        { vipLevel: 5, category: 'LIVE', rateBp: 100 },
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

/**
 * The promotions members take themselves (docs/LOYALTY.md; minor units): the registration bonus
 * of the SMS channel, a prize drawn up to 131,000 for a member who registered with a mobile number
 * verified by sms code, claimed within 7 days, one per person, wagered 20×; a weekly 10% reload
 * (from 500, at most 1,000, 5× on deposit and bonus); a 50 share reward members apply for with a
 * screenshot (an operator approves; once; wagered 3×).
 */
export function offerPromotionSeeds(merchantId: number): {
  promotion: PromotionInsert;
  tiers: { vipLevel?: number; category?: string; threshold?: bigint; rateBp: number }[];
}[] {
  return [
    {
      promotion: {
        merchantId,
        code: 'REGISTRATION_SMS',
        kind: 'REGISTRATION',
        percentBp: 0,
        capAmount: 13_100_000n,
        minDeposit: 0n,
        wageringCenti: 2_000,
        eligibility: { channel: 'SMS', newMemberDays: 7 },
        limits: { samePhone: true, samePayeeName: true, samePayeeAccount: true, windowDays: 90 },
        texts: {
          EN: {
            title: 'Sign-up bonus up to 131K',
            terms:
              'Register with your mobile number and confirm it by SMS code, then claim a sign-up bonus within 7 days: 31, 131, 1,310 or the top prize of 131,000 (chances 90%, 9.5%, 0.49%, 0.01%). One per person. Bet it 20 times to withdraw.',
          },
          BN: {
            title: 'সাইন-আপ বোনাস সর্বোচ্চ ১৩১K',
            terms:
              'মোবাইল নম্বর দিয়ে নিবন্ধন করে এসএমএস কোডে নিশ্চিত করুন, তারপর ৭ দিনের মধ্যে বোনাস দাবি করুন: ৩১, ১৩১, ১,৩১০ অথবা সর্বোচ্চ পুরস্কার ১,৩১,০০০ (সম্ভাবনা ৯০%, ৯.৫%, ০.৪৯%, ০.০১%)। একজনের জন্য একবার। উত্তোলনের আগে ২০ গুণ বাজি ধরুন।',
          },
        },
      },
      // Prizes: threshold = the prize, rate = its weight out of 10,000.
      tiers: [
        { threshold: 3_100n, rateBp: 9_000 },
        { threshold: 13_100n, rateBp: 950 },
        { threshold: 131_000n, rateBp: 49 },
        { threshold: 13_100_000n, rateBp: 1 },
      ],
    },
    {
      promotion: {
        merchantId,
        code: 'WEEKLY_RELOAD_10',
        kind: 'RELOAD',
        period: 'WEEK',
        percentBp: 1_000,
        capAmount: 100_000n,
        minDeposit: 50_000n,
        wageringCenti: 500,
        texts: {
          EN: {
            title: '10% weekly reload',
            terms:
              'Once a week, tick the reload bonus with a deposit of 500 or more (not your first) and get 10% on top, up to 1,000. Bets worth 5 times the deposit and bonus together unlock withdrawals.',
          },
          BN: {
            title: 'সাপ্তাহিক ১০% রিলোড',
            terms:
              'সপ্তাহে একবার, ৫০০ বা তার বেশি ডিপোজিটে (প্রথমটি নয়) রিলোড বোনাস বেছে নিন: ১০% বেশি, সর্বোচ্চ ১,০০০। ডিপোজিট ও বোনাসের মোট ৫ গুণ বাজি ধরলে উত্তোলন করা যাবে।',
          },
        },
      },
      tiers: [],
    },
    {
      promotion: {
        merchantId,
        code: 'SHARE_AND_WIN',
        kind: 'FIXED',
        period: 'ONCE',
        percentBp: 0,
        capAmount: 5_000n,
        minDeposit: 0n,
        wageringCenti: 300,
        application: { comment: 'REQUIRED', images: 'REQUIRED' },
        texts: {
          EN: {
            title: 'Share and win 50',
            terms:
              'Share the site on your social media, then apply with the link in your comment and a screenshot. Once approved, 50 is added to your wallet; bet it 3 times to withdraw. Once per member.',
          },
          BN: {
            title: 'শেয়ার করে জিতুন ৫০',
            terms:
              'আপনার সোশ্যাল মিডিয়ায় সাইটটি শেয়ার করুন, তারপর মন্তব্যে লিংক ও একটি স্ক্রিনশট দিয়ে আবেদন করুন। অনুমোদনের পরে আপনার ওয়ালেটে ৫০ যোগ হবে; উত্তোলনের আগে ৩ গুণ বাজি ধরুন। প্রতি সদস্য একবার।',
          },
        },
      },
      tiers: [],
    },
  ];
}

export async function seedOfferPromotions(db: Executor, merchantId: number): Promise<void> {
  for (const seed of offerPromotionSeeds(merchantId)) {
    const [row] = await db
      .insert(promotions)
      .values(seed.promotion)
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (!row || seed.tiers.length === 0) continue;
    await db.insert(promotionTiers).values(seed.tiers.map((t) => ({ promotionId: row.id, ...t })));
  }
}

type VipLevelInsert = typeof vipLevels.$inferInsert;

/**
 * The VIP ladder every white label starts with (docs/LOYALTY.md, VIP; minor units): lifetime
 * valid stake and credited deposits both needed; a level-up bonus for each level reached, a
 * monthly bonus for a month ended at the level with enough play in it; both wagered once; more
 * withdrawals a day from Silver, larger ones from Gold.
 */
export function vipLadderSeed(merchantId: number): VipLevelInsert[] {
  const level = (
    n: number,
    names: { EN: string; BN: string; HI: string; NE: string; UR: string },
    minValidStake: bigint,
    minDeposit: bigint,
    levelUpBonus: bigint,
    monthlyBonus: bigint,
    monthlyMinStake: bigint,
    withdrawDailyCount: number | null,
    withdrawMax: bigint | null,
  ): VipLevelInsert => ({
    merchantId,
    level: n,
    names,
    minValidStake,
    minDeposit,
    levelUpBonus,
    monthlyBonus,
    monthlyMinStake,
    wageringCenti: 100,
    withdrawDailyCount,
    withdrawMax,
  });
  return [
    level(
      0,
      { EN: 'Member', BN: 'সদস্য', HI: 'सदस्य', NE: 'सदस्य', UR: 'رکن' },
      0n,
      0n,
      0n,
      0n,
      0n,
      null,
      null,
    ),
    level(
      1,
      { EN: 'Bronze', BN: 'ব্রোঞ্জ', HI: 'कांस्य', NE: 'कांस्य', UR: 'کانسی' },
      1_000_000n,
      100_000n,
      5_000n,
      2_000n,
      500_000n,
      null,
      null,
    ),
    level(
      2,
      { EN: 'Silver', BN: 'সিলভার', HI: 'रजत', NE: 'चाँदी', UR: 'چاندی' },
      10_000_000n,
      1_000_000n,
      30_000n,
      10_000n,
      2_000_000n,
      6,
      null,
    ),
    level(
      3,
      { EN: 'Gold', BN: 'গোল্ড', HI: 'स्वर्ण', NE: 'सुन', UR: 'سونا' },
      50_000_000n,
      5_000_000n,
      150_000n,
      50_000n,
      10_000_000n,
      8,
      10_000_000n,
    ),
    level(
      4,
      { EN: 'Platinum', BN: 'প্লাটিনাম', HI: 'प्लैटिनम', NE: 'प्लाटिनम', UR: 'پلاٹینم' },
      200_000_000n,
      20_000_000n,
      600_000n,
      200_000n,
      40_000_000n,
      10,
      20_000_000n,
    ),
    level(
      5,
      { EN: 'Diamond', BN: 'ডায়মন্ড', HI: 'हीरा', NE: 'हीरा', UR: 'ہیرا' },
      1_000_000_000n,
      100_000_000n,
      3_000_000n,
      1_000_000n,
      200_000_000n,
      15,
      50_000_000n,
    ),
  ];
}

/** Inserts the seeded VIP ladder of a white label that has none. */
export async function seedVipLadder(db: Executor, merchantId: number): Promise<void> {
  await db.insert(vipLevels).values(vipLadderSeed(merchantId)).onConflictDoNothing();
}

/**
 * The points programme every white label starts with (docs/LOYALTY.md, Points; minor units): a
 * point per 100 deposited (per 50 from VIP Gold), converting at 0.05 a point from 200 points,
 * wagered once; a mall of cash, bonus money and a goods reward.
 */
export async function seedPoints(db: Executor, merchantId: number): Promise<void> {
  await db
    .insert(pointsSettings)
    .values({
      merchantId,
      convertMinorPerPoint: 5n,
      convertMinPoints: 200,
      convertWageringCenti: 100,
    })
    .onConflictDoNothing();
  await db
    .insert(pointsRatios)
    .values([
      { merchantId, methodCode: '*', vipLevel: 0, minorPerPoint: 10_000n },
      { merchantId, methodCode: '*', vipLevel: 3, minorPerPoint: 5_000n },
    ])
    .onConflictDoNothing();
  const [any] = await db
    .select({ id: mallItems.id })
    .from(mallItems)
    .where(eq(mallItems.merchantId, merchantId))
    .limit(1);
  if (any) return;
  await db.insert(mallItems).values([
    {
      merchantId,
      texts: {
        EN: { name: '50 cash', description: 'Straight to your balance, no wagering.' },
        BN: { name: '৫০ টাকা ক্যাশ', description: 'সরাসরি আপনার ব্যালান্সে, কোনো বাজির শর্ত নেই।' },
      },
      pricePoints: 500n,
      perMemberLimit: 10,
      rewardKind: 'CASH',
      rewardAmount: 5_000n,
      wageringCenti: 0,
      sort: 1,
    },
    {
      merchantId,
      texts: {
        EN: { name: '200 bonus', description: 'Bonus money to play, wagered once.' },
        BN: { name: '২০০ টাকা বোনাস', description: 'খেলার জন্য বোনাস, একবার বাজি ধরতে হবে।' },
      },
      pricePoints: 1_500n,
      stock: 500,
      perMemberLimit: 3,
      rewardKind: 'BONUS',
      rewardAmount: 20_000n,
      wageringCenti: 100,
      sort: 2,
    },
    {
      merchantId,
      texts: {
        EN: { name: 'Team T-shirt', description: 'Delivered by our support team after approval.' },
        BN: { name: 'টিম টি-শার্ট', description: 'অনুমোদনের পরে আমাদের সাপোর্ট টিম পৌঁছে দেবে।' },
      },
      pricePoints: 3_000n,
      stock: 50,
      perMemberLimit: 1,
      rewardKind: 'GOODS',
      sort: 3,
    },
  ]);
}
