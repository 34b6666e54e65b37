import type { TFunction } from 'i18next';
import { formatSerial } from './format.ts';
import { formatMonth } from './format-month.ts';

/** Rewards paid without a promotion, named by what paid them (`records.bonusSource.*`). */
const NAMED_SOURCES = ['VIP_LEVEL_UP', 'VIP_MONTHLY', 'MALL', 'POINTS_CONVERT'] as const;
type NamedSource = (typeof NAMED_SOURCES)[number];
const isNamedSource = (source: string | null): source is NamedSource =>
  (NAMED_SOURCES as readonly (string | null)[]).includes(source);

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
  if (!isNamedSource(reward.source)) return reward.title;
  return t(`records.bonusSource.${reward.source}`, {
    level: formatSerial(reward.vipLevel ?? 0, language),
    month: formatMonth(reward.reference ?? '', language),
  });
}
