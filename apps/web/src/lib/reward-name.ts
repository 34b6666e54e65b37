import type { TFunction } from './i18n/translator.ts';
import type { Grant } from '@portal/contracts/loyalty';
import { formatSerial } from './format.ts';
import { formatMonth } from './format-month.ts';

/** Rewards paid without a promotion, named by what paid them (`records.bonusSource.*`). */
const NAMED_SOURCES = ['VIP_LEVEL_UP', 'VIP_MONTHLY', 'MALL', 'POINTS_CONVERT'] as const;
type NamedSource = (typeof NAMED_SOURCES)[number];
const isNamedSource = (source: string | null): source is NamedSource =>
  (NAMED_SOURCES as readonly (string | null)[]).includes(source);

/**
 * Rewards of a promotion (deposit bonuses, rebates, claimed and approved rewards): titled by the
 * promotion; named by their kind when the promotion has no title in any language.
 */
const PROMOTION_SOURCES = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'FIXED',
  'REGISTRATION',
  'REBATE',
  'CASHBACK',
] as const;
type PromotionSource = (typeof PROMOTION_SOURCES)[number];
const isPromotionSource = (source: string | null): source is PromotionSource =>
  (PROMOTION_SOURCES as readonly (string | null)[]).includes(source);

/**
 * A reward's name as the member reads it: the promotion's title the server sent (`title`), or
 * for a VIP, mall or conversion reward the name of what paid it, in the page's language. A VIP
 * month's bonus carries its month ("2026-11") as its reference.
 */
export function rewardName(
  t: TFunction,
  reward: {
    source: string | null;
    vipLevel: number | null;
    title: string;
    reference?: string | null;
  },
  language: string,
): string {
  if (!isNamedSource(reward.source)) {
    if (reward.title.trim() === '' && isPromotionSource(reward.source)) {
      return t(`records.bonusSource.${reward.source}`);
    }
    return reward.title;
  }
  return t(`records.bonusSource.${reward.source}`, {
    level: formatSerial(reward.vipLevel ?? 0, language),
    month: formatMonth(reward.reference ?? '', language),
  });
}

/**
 * Whether a grant was given up (GRANT_STATES' FORFEITED: by the member or an operator): its
 * bonus was taken back and its wagering closed. Grants and bonus details both say so.
 */
export function isGivenUp(state: string | null): boolean {
  const forfeited: Grant['state'] = 'FORFEITED';
  return state === forfeited;
}

/**
 * Whether a grant expired (GRANT_STATES' EXPIRED): its wagering was not completed by its
 * deadline, and what was left of its bonus was taken back.
 */
export function isExpired(state: string | null): boolean {
  const expired: Grant['state'] = 'EXPIRED';
  return state === expired;
}

/** Whether a grant's wagering is closed by a take-back: given up or expired. */
export const isTakenBack = (state: string | null): boolean => isGivenUp(state) || isExpired(state);
