import { and, count, eq } from 'drizzle-orm';
import { parseAmount } from '@portal/contracts/money';
import type { Db } from './client.ts';
import {
  seedOfferPromotions,
  seedPeriodPromotions,
  seedPoints,
  seedVipLadder,
} from './seed-loyalty.ts';
import {
  agentContracts,
  customerServices,
  domainRoutes,
  merchantModules,
  members,
  merchants,
  operators,
  paymentMethods,
  promotions,
  regionRules,
  siteResources,
} from './schema/index.ts';
import {
  DEFAULT_MODULES,
  type MemberSeed,
  type MerchantSeed,
  type OperatorSeed,
  type PaymentMethodSeed,
} from './seed-data.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createLedgerService } from '../modules/wallet/ledger.service.ts';
import { seedUpline } from '../modules/agents/agents.service.ts';

/**
 * Inserts a white label and its configuration. Safe to run any number of times: existing rows
 * are kept as they are, so an operator's later changes survive a re-seed.
 */
export async function seedMerchant(db: Db, seed: MerchantSeed, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(merchants)
      .values({
        code: seed.code,
        name: seed.name,
        currency: seed.currency,
        currencySymbol: seed.currencySymbol,
        defaultLanguage: seed.defaultLanguage,
        mainDomain: seed.mainDomain,
        gtagId: seed.gtagId ?? null,
        maintenance: seed.maintenance !== undefined,
        maintenanceStart: seed.maintenance ? now : null,
        maintenanceEnd: seed.maintenance
          ? new Date(now.getTime() + seed.maintenance.endsInMinutes * 60_000)
          : null,
        regionRestriction: seed.regionRestriction ?? false,
      })
      .onConflictDoNothing({ target: merchants.code });
    const [row] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, seed.code));
    const merchantId = row!.id;

    await tx
      .insert(merchantModules)
      .values(
        DEFAULT_MODULES.map((m, index) => ({
          merchantId,
          modId: m.modId,
          parentModId: m.parent ?? null,
          enabled: seed.moduleOverrides?.[m.modId] ?? m.enabled ?? true,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing();
    if (seed.domains.length) {
      await tx
        .insert(domainRoutes)
        .values(
          seed.domains.map((d, i) => ({
            merchantId,
            domain: d.domain,
            type: d.type,
            sortOrder: i,
          })),
        )
        .onConflictDoNothing();
    }
    if (seed.customerService.length) {
      await tx
        .insert(customerServices)
        .values(seed.customerService.map((c, i) => ({ merchantId, ...c, sortOrder: i })))
        .onConflictDoNothing();
    }
    if (seed.resources.length) {
      await tx
        .insert(siteResources)
        .values(seed.resources.map((r) => ({ merchantId, ...r })))
        .onConflictDoNothing();
    }
    if (seed.regionRules?.length) {
      await tx
        .insert(regionRules)
        .values(
          seed.regionRules.map((r) => ({
            merchantId,
            kind: r.kind,
            value: r.value,
            note: r.note ?? null,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(promotions).values(firstDepositPromotion(merchantId)).onConflictDoNothing();
    await seedPeriodPromotions(tx, merchantId);
    await seedOfferPromotions(tx, merchantId);
    await seedVipLadder(tx, merchantId);
    await seedPoints(tx, merchantId);
    return merchantId;
  });
}

/**
 * The 70% first-deposit bonus every white label starts with (docs/LOYALTY.md): 70% of the first
 * credited deposit of at least 200, at most 7,000, wagered 10× on (deposit + bonus).
 */
export function firstDepositPromotion(merchantId: number) {
  return {
    merchantId,
    code: 'FIRST_DEPOSIT_70',
    kind: 'FIRST_DEPOSIT',
    // One per person: no second bonus for an account sharing a phone, payee name or payee
    // account with one that took it in the last 90 days. The registration address is off: most
    // players here share carrier addresses (CGNAT), so it would refuse strangers.
    limits: { samePhone: true, samePayeeName: true, samePayeeAccount: true, windowDays: 90 },
    percentBp: 7_000,
    capAmount: 700_000n,
    minDeposit: 20_000n,
    wageringCenti: 1_000,
    texts: {
      EN: {
        title: '70% first-deposit bonus',
        terms:
          'Your first deposit of 200 or more gets 70% on top, up to 7,000. Bets worth 10 times the deposit and bonus together unlock withdrawals.',
      },
      BN: {
        title: 'প্রথম ডিপোজিটে ৭০% বোনাস',
        terms:
          '২০০ বা তার বেশি প্রথম ডিপোজিটে ৭০% বোনাস, সর্বোচ্চ ৭,০০০। ডিপোজিট ও বোনাসের মোট ১০ গুণ বাজি ধরলে উত্তোলন করা যাবে।',
      },
    },
  };
}

/** Seeds every given white label. */
export async function seedMerchants(db: Db, seeds: readonly MerchantSeed[]): Promise<void> {
  for (const seed of seeds) await seedMerchant(db, seed);
}

/** True when the database has no white label yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) === 0;
}

/** Inserts demo accounts that do not exist yet (by white label and username). */
export async function seedMembers(db: Db, seeds: readonly MemberSeed[]): Promise<void> {
  for (const seed of seeds) {
    const merchantId = await merchantIdByCode(db, seed.merchant);
    if (merchantId === undefined) continue;
    await db
      .insert(members)
      .values({
        merchantId,
        username: seed.username,
        usernameKey: seed.username.toLowerCase(),
        passwordHash: await hashPassword(seed.password),
        type: seed.type,
        payeeName: seed.payeeName ?? null,
        email: seed.email ?? null,
        countryDialingCode: seed.countryDialingCode ?? null,
        mobileNum: seed.mobileNum ?? null,
        mustChangePassword: seed.mustChangePassword ?? false,
        paymentPasswordHash: seed.paymentPassword ? await hashPassword(seed.paymentPassword) : null,
        referralCode: `${seed.merchant}${seed.username}`
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 16),
        registerMethod: 'SEED',
      })
      .onConflictDoNothing();
  }
}

/** Inserts console operators that do not exist yet. */
export async function seedOperators(db: Db, seeds: readonly OperatorSeed[]): Promise<void> {
  for (const seed of seeds) {
    const merchantId = await merchantIdByCode(db, seed.merchant);
    if (merchantId === undefined) continue;
    await db
      .insert(operators)
      .values({
        merchantId,
        username: seed.username,
        usernameKey: seed.username.toLowerCase(),
        displayName: seed.displayName,
        passwordHash: await hashPassword(seed.password),
        role: seed.role,
      })
      .onConflictDoNothing();
  }
}

/** Links seeded uplines, adds deposit methods and posts demo opening balances (idempotent). */
export async function seedWallets(
  db: Db,
  memberSeeds: readonly MemberSeed[],
  methodSeeds: readonly PaymentMethodSeed[],
): Promise<void> {
  for (const m of methodSeeds) {
    const merchantId = await merchantIdByCode(db, m.merchant);
    if (merchantId === undefined) continue;
    await db
      .insert(paymentMethods)
      .values({
        merchantId,
        code: m.code,
        type: m.type,
        gateway: m.gateway ?? null,
        nameEn: m.nameEn,
        nameBn: m.nameBn,
        minAmount: m.min,
        maxAmount: m.max,
        accountName: m.accountName ?? null,
        accountNumber: m.accountNumber ?? null,
        bankName: m.bankName ?? null,
        instructionsEn: m.instructionsEn ?? null,
        instructionsBn: m.instructionsBn ?? null,
        turnoverCentiMultiplier: m.turnoverCentiMultiplier ?? 0,
        sortOrder: m.sortOrder,
      })
      .onConflictDoNothing();
  }
  const ledger = createLedgerService({ db });
  for (const seed of memberSeeds) {
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, seed.merchant));
    if (!merchant) continue;
    const member = await memberByUsername(db, merchant.id, seed.username);
    if (!member) continue;
    if (seed.upline) {
      const upline = await memberByUsername(db, merchant.id, seed.upline);
      if (upline) await seedUpline(db, merchant.id, member.id, upline.id);
    }
    if (seed.contract) {
      await db
        .insert(agentContracts)
        .values({
          merchantId: merchant.id,
          agentId: member.id,
          uplineId: null,
          kind: seed.contract.kind,
          tiers: [{ minBase: '0', minActivePlayers: 0, rateBp: seed.contract.rateBp }],
          status: 'ACTIVE',
          acceptedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    const opening = seed.openingBalance ? parseAmount(seed.openingBalance) : null;
    if (opening) {
      const main = await ledger.memberAccountId(merchant, member.id, 'MAIN');
      const house = await ledger.houseAccountId(merchant, 'ADJUSTMENTS');
      await ledger.post({
        merchantId: merchant.id,
        kind: 'ADJUSTMENT',
        key: { source: 'SEED', externalId: String(member.id), operation: 'OPENING' },
        memberId: member.id,
        reference: 'Demo opening balance',
        lines: [
          { accountId: house, amount: -opening },
          { accountId: main, amount: opening },
        ],
      });
    }
  }
}

async function memberByUsername(db: Db, merchantId: number, username: string) {
  const [row] = await db
    .select({ id: members.id, uplineId: members.uplineId })
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())),
    );
  return row;
}

async function merchantIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, code));
  return row?.id;
}
