import type { WalletSettings, WalletSettingsInput } from '@portal/contracts/admin-wallet';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { ActorAudit } from '../admin/admin.audit.ts';
import * as repo from './wallet.repo.ts';

/** Money limits of a white label, in minor units. */
export interface Limits {
  withdrawMin: bigint;
  withdrawMax: bigint;
  withdrawDailyCount: number;
  confirmTimeoutMinutes: number;
  transferMin: bigint;
  transferMax: bigint;
  /** Most one payer may transfer out per calendar day (white label's time zone); 0: no cap. */
  transferDailyMax: bigint;
  twoPersonThreshold: bigint;
}

/** What a careful operator starts with until the console says otherwise. */
export const DEFAULT_LIMITS: Limits = {
  withdrawMin: 100_00n,
  withdrawMax: 50_000_00n,
  withdrawDailyCount: 5,
  confirmTimeoutMinutes: 30,
  transferMin: 10_00n,
  transferMax: 100_000_00n,
  // Five of the largest transfers a day: an agent's ordinary float, not a drained account.
  transferDailyMax: 500_000_00n,
  twoPersonThreshold: 10_000_00n,
};

export type WalletSettingsService = ReturnType<typeof createWalletSettings>;

export function createWalletSettings(deps: { db: Db }) {
  async function limits(merchantId: number): Promise<Limits> {
    const row = await repo.findSettings(deps.db, merchantId);
    if (!row) return DEFAULT_LIMITS;
    return {
      withdrawMin: row.withdrawMin,
      withdrawMax: row.withdrawMax,
      withdrawDailyCount: row.withdrawDailyCount,
      confirmTimeoutMinutes: row.confirmTimeoutMinutes,
      transferMin: row.transferMin,
      transferMax: row.transferMax,
      transferDailyMax: row.transferDailyMax,
      twoPersonThreshold: row.twoPersonThreshold,
    };
  }

  function toWire(l: Limits): WalletSettings {
    return {
      withdrawMin: formatAmount(l.withdrawMin),
      withdrawMax: formatAmount(l.withdrawMax),
      withdrawDailyCount: l.withdrawDailyCount,
      confirmTimeoutMinutes: l.confirmTimeoutMinutes,
      transferMin: formatAmount(l.transferMin),
      transferMax: formatAmount(l.transferMax),
      transferDailyMax: formatAmount(l.transferDailyMax),
      twoPersonThreshold: formatAmount(l.twoPersonThreshold),
    };
  }

  /** Saves the limits and their audit row in one transaction. */
  async function save(
    merchantId: number,
    input: WalletSettingsInput,
    audit: ActorAudit,
  ): Promise<WalletSettings> {
    const amount = (text: string) => parseAmount(text) ?? 0n;
    const next: Limits = {
      withdrawMin: amount(input.withdrawMin),
      withdrawMax: amount(input.withdrawMax),
      withdrawDailyCount: input.withdrawDailyCount,
      confirmTimeoutMinutes: input.confirmTimeoutMinutes,
      transferMin: amount(input.transferMin),
      transferMax: amount(input.transferMax),
      transferDailyMax: amount(input.transferDailyMax),
      twoPersonThreshold: amount(input.twoPersonThreshold),
    };
    if (
      next.withdrawMin > next.withdrawMax ||
      next.transferMin > next.transferMax ||
      // A cap below the smallest transfer would refuse every one: 0 is how to say "no cap".
      (next.transferDailyMax > 0n && next.transferDailyMax < next.transferMin)
    ) {
      throw new AppError('WALLET_SETTINGS_INVALID');
    }
    const saved = toWire(next);
    await deps.db.transaction(async (t) => {
      await repo.saveSettings(t, { merchantId, ...next });
      await audit(t, 'wallet.settings.update', undefined, { ...saved });
    });
    return saved;
  }

  return { limits, get: async (merchantId: number) => toWire(await limits(merchantId)), save };
}

/** Parses a validated money input; refuses amounts outside [min, max] with the limits named. */
export function amountWithin(text: string, min: bigint, max: bigint): bigint {
  const minor = parseAmount(text);
  if (minor === null || minor <= 0n) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'body.amount', message: 'invalid amount' }],
    });
  }
  if (minor < min || minor > max) {
    throw new AppError('WALLET_AMOUNT_OUT_OF_RANGE', {
      params: { min: formatAmount(min), max: formatAmount(max) },
    });
  }
  return minor;
}
