import { MEMBER_TYPE } from '@portal/contracts/auth';
import type { ReferralOverview } from '@portal/contracts/referral';
import { isModuleEnabled, type WhitelabelNode } from '@portal/contracts/system';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskMiddle } from '../member/member.service.ts';
import * as repo from './referral.repo.ts';

export type ReferralService = ReturnType<typeof createReferralService>;

/**
 * Invite friends: the member's own code and link, and who signed up with it. Rewards for
 * invitations are paid by the loyalty engine; this is what a member can see and share today.
 */
export function createReferralService(deps: { db: Db }) {
  async function overview(
    member: { id: number; merchantId: number; type: number; referralCode: string },
    whitelabel: WhitelabelNode[],
    page: { pageNo: number; pageSize: number },
  ): Promise<ReferralOverview> {
    // The same rule as member info's availablePromo: the operator's REFERRAL switch, real accounts.
    if (!isModuleEnabled(whitelabel, 'REFERRAL3') || member.type === MEMBER_TYPE.trial) {
      throw new AppError('REFERRAL_DISABLED');
    }
    const [rows, counts] = await Promise.all([
      repo.invitedPage(deps.db, member.merchantId, member.id, {
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      }),
      repo.invitedCounts(deps.db, member.merchantId, member.id),
    ]);
    return {
      referralCode: member.referralCode,
      registerPath: `/register?referralCode=${encodeURIComponent(member.referralCode)}`,
      ...counts,
      list: rows.map((r) => ({
        account: maskMiddle(r.username, 2, 2) ?? '',
        registeredAt: r.createdAt.toISOString(),
        deposited: Boolean(r.deposited),
      })),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  return { overview };
}
