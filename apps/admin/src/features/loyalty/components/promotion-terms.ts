import { EXPIRY_DAYS_MAX, type PromotionKind } from '@portal/contracts/loyalty';
import { parseAmount } from '@portal/contracts/money';

/**
 * What a kind's rate lines are: a rebate's rate per game category (from a VIP level up), a cash
 * back's rate per net-loss band, a reload's rate per deposit band, a registration bonus's prizes
 * (amount, weight); a first-deposit bonus and a fixed reward have none.
 */
export type LineMode = 'rates' | 'lossBands' | 'depositBands' | 'prizes' | 'none';

export function lineModeOf(kind: PromotionKind): LineMode {
  switch (kind) {
    case 'REBATE':
      return 'rates';
    case 'CASHBACK':
      return 'lossBands';
    case 'RELOAD':
      return 'depositBands';
    case 'REGISTRATION':
      return 'prizes';
    case 'FIRST_DEPOSIT':
    case 'FIXED':
      return 'none';
  }
}

/** Paid with a deposit: a share of it (percentBp), from a smallest deposit, for chosen methods. */
export const isDepositKind = (kind: PromotionKind) => kind === 'FIRST_DEPOSIT' || kind === 'RELOAD';

/** Paid per settled period by the job: a cap per period and a smallest payout. */
export const isPeriodicKind = (kind: PromotionKind) => kind === 'REBATE' || kind === 'CASHBACK';

/** Once per person: the one-per-person checks (same phone, payee, address) apply. */
export const hasLimits = (kind: PromotionKind) =>
  kind === 'FIRST_DEPOSIT' || kind === 'REGISTRATION';

/**
 * Game weights apply to the wagering of grants paid one at a time: every kind but the rebate and
 * the cash back (the server keeps those without weights).
 */
export const hasWeights = (kind: PromotionKind) => !isPeriodicKind(kind);

/**
 * A deadline for the wagering (days after payment, then what is left is taken back) applies to
 * every kind but the rebate and the cash back (the server keeps those without one).
 */
export const hasExpiry = (kind: PromotionKind) => !isPeriodicKind(kind);

/** Whole days typed, 1–EXPIRY_DAYS_MAX (365); else null (empty included: no deadline). */
export function expiryDaysOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= EXPIRY_DAYS_MAX ? days : null;
}

/** Kinds whose lines must not be empty (the server refuses a rebate or cash back without). */
export const needsLines = (kind: PromotionKind) =>
  kind === 'REBATE' || kind === 'CASHBACK' || kind === 'REGISTRATION';

/** A prize weight as typed: a whole number 1–10000, else null. */
export function weightOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const weight = Number(trimmed);
  return weight >= 1 && weight <= 10_000 ? weight : null;
}

/** A prize's chance in basis points of the total weight (rounded), for bpToPercent. */
export const chanceBp = (weight: number, total: number) =>
  total > 0 ? Math.round((weight * 10_000) / total) : 0;

/** The prizes that read as (amount, weight); the others are left out until they do. */
export function prizesOf(lines: readonly { threshold: string; rate: string }[]) {
  return lines.flatMap((l) => {
    const amount = parseAmount(l.threshold.trim());
    const weight = weightOf(l.rate);
    return amount !== null && amount > 0n && weight !== null ? [{ amount, weight }] : [];
  });
}

/** What a member is paid on average: Σ prize × weight ÷ total weight, rounded down. */
export function expectedPrize(prizes: readonly { amount: bigint; weight: number }[]): bigint {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return 0n;
  const sum = prizes.reduce((s, p) => s + p.amount * BigInt(p.weight), 0n);
  return sum / BigInt(total);
}

/**
 * Valid bets a grant asks for before a withdrawal: amount × the multiple (in hundredths), rounded
 * up to the minor unit, as the server's wallet attaches it (turnover `requirementFor`).
 */
export function wageringFor(amount: bigint, wageringCenti: number): bigint {
  if (wageringCenti <= 0) return 0n;
  return (amount * BigInt(wageringCenti) + 99n) / 100n;
}
