import type { PromotionRow } from './loyalty.repo.ts';
import { currentPeriodKey } from './periods.ts';

/** What the eligibility rules know of a member. */
export interface MemberFacts {
  createdAt: Date;
  mobileVerifiedAt: Date | null;
  status: string;
  vipLevel: number;
}

/**
 * Whether a member may take a promotion by its eligibility rules (docs/LOYALTY.md): an active
 * account; registered within `newMemberDays`; a VIP level within [vipMin, vipMax]; for a deposit
 * promotion, a listed method (when `methodCode` is given; the offer lists them otherwise); for a
 * registration bonus, registered while it ran and, with a channel, verified through it then.
 */
export function meetsRules(
  promotion: PromotionRow,
  member: MemberFacts,
  now: Date,
  methodCode?: string,
): boolean {
  const rules = promotion.eligibility;
  if (member.status !== 'ACTIVE') return false;
  if (
    rules.newMemberDays != null &&
    member.createdAt.getTime() < now.getTime() - rules.newMemberDays * 86_400_000
  ) {
    return false;
  }
  if (member.vipLevel < (rules.vipMin ?? 0)) return false;
  if (rules.vipMax != null && member.vipLevel > rules.vipMax) return false;
  const methods = rules.methods ?? [];
  if (methodCode !== undefined && methods.length > 0 && !methods.includes(methodCode)) {
    return false;
  }
  if (promotion.kind === 'REGISTRATION') {
    if (member.createdAt < promotion.startsAt) return false;
    if (rules.channel === 'SMS' && member.mobileVerifiedAt === null) return false;
  }
  return true;
}

/**
 * The grant a promotion pays in the period running at `now`, as (source, period key): one
 * first-deposit bonus and one registration bonus per member whichever promotion pays it; a
 * reload or a fixed reward once per promotion and period (`12:2026-11-27`, `12:2026-W48`,
 * `12:ONCE`).
 */
export function grantKeyOf(
  promotion: Pick<PromotionRow, 'id' | 'kind' | 'period'>,
  now: Date,
  timeZone: string,
): { source: string; periodKey: string } {
  if (promotion.kind === 'FIRST_DEPOSIT' || promotion.kind === 'REGISTRATION') {
    return { source: promotion.kind, periodKey: 'ONCE' };
  }
  const period = (promotion.period ?? 'ONCE') as 'ONCE' | 'DAY' | 'WEEK';
  return {
    source: promotion.kind,
    periodKey: `${promotion.id}:${currentPeriodKey(period, now, timeZone)}`,
  };
}
