import { randomInt } from 'node:crypto';
import { MEMBER_TYPE, isAgentType, type MemberInfo } from '@portal/contracts/auth';
import { isModuleEnabled, type WhitelabelNode } from '@portal/contracts/system';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mobile } from '../verification/phone.ts';
import * as repo from './member.repo.ts';
import { formatAmount } from '@portal/contracts/money';
import type { FieldSettingRow } from './member.repo.ts';

export type Member = repo.MemberRow;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `length` from an alphabet without look-alikes (referral and link codes). */
export function newReferralCode(length = 8): string {
  return Array.from({ length }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join(
    '',
  );
}

/** Usernames are unique per white label whatever their case. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** "01712345678" → "01*******78": enough for the owner to recognise, not for anyone else. */
export function maskMiddle(value: string | null, keepStart = 3, keepEnd = 2): string | null {
  if (!value) return null;
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  return (
    value.slice(0, keepStart) +
    '*'.repeat(value.length - keepStart - keepEnd) +
    value.slice(-keepEnd)
  );
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${maskMiddle(name, 1, 1)}@${domain}`;
}

export const isPostgresUniqueViolation = (err: unknown, constraint?: string): boolean => {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = e.code ?? e.cause?.code;
  const name = e.constraint ?? e.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
};

export type MemberService = ReturnType<typeof createMemberService>;

/** Member accounts: lookup, creation, profile and the member-info call. */
export function createMemberService(deps: { db: Db }) {
  /** Finds the account for a login name: username first, then the mobile number it was registered with. */
  async function findForLogin(
    merchantId: number,
    login: string,
    mobile?: Mobile,
  ): Promise<Member | undefined> {
    const byName = await repo.findByUsernameKey(deps.db, merchantId, usernameKey(login));
    if (byName || !mobile) return byName;
    return repo.findByMobile(deps.db, merchantId, mobile.countryCode, mobile.nationalNumber);
  }

  /** Creates an account with a unique referral code; MEMBER_USERNAME_TAKEN / MEMBER_MOBILE_TAKEN on clashes. */
  async function create(
    values: Omit<repo.NewMember, 'referralCode' | 'usernameKey'>,
  ): Promise<Member> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertMember(deps.db, {
          ...values,
          usernameKey: usernameKey(values.username),
          referralCode: newReferralCode(),
        });
      } catch (err) {
        if (isPostgresUniqueViolation(err, 'members_merchant_username')) {
          throw new AppError('MEMBER_USERNAME_TAKEN');
        }
        if (isPostgresUniqueViolation(err, 'members_merchant_mobile')) {
          throw new AppError('MEMBER_MOBILE_TAKEN');
        }
        if (isPostgresUniqueViolation(err, 'members_merchant_referral') && attempt < 5) continue;
        throw err;
      }
    }
  }

  /** The spec's member info for the header and player centre. */
  function info(
    balanceMinor: bigint,
    member: Member,
    merchant: { currencySymbol: string },
    whitelabel: WhitelabelNode[],
    language: string,
    unreadMessage = 0,
    vip: { level: number; name: string | null } = { level: 0, name: null },
  ): MemberInfo {
    return {
      account: member.username,
      id: member.id,
      nickname: member.nickname,
      type: member.type,
      balance: formatAmount(balanceMinor),
      currencySymbol: merchant.currencySymbol,
      unreadMessage,
      availablePromo: isModuleEnabled(whitelabel, 'REFERRAL3') && member.type !== MEMBER_TYPE.trial,
      // A member above the ladder's first level is a VIP (docs/LOYALTY.md, VIP).
      hasVip: vip.level > 0,
      vipLabelName: vip.level > 0 ? vip.name : null,
      vipRankLevel: vip.level,
      iconUrl:
        member.iconVersion > 0 ? `/wps/member/icon/${member.id}?v=${member.iconVersion}` : null,
      isAgent: isAgentType(member.type),
      isTrial: member.type === MEMBER_TYPE.trial,
      mustChangePassword: member.mustChangePassword,
      totpBound: member.totpConfirmedAt !== null,
      maskedMobile: maskMiddle(member.mobileNum),
      maskedEmail: maskEmail(member.email),
      language: member.language ?? language,
    };
  }

  /** Console search: username prefix, mobile digits, email part; newest first. */
  function search(
    merchantId: number,
    filter: {
      username?: string | undefined;
      mobile?: string | undefined;
      email?: string | undefined;
    },
    page: { pageNo: number; pageSize: number },
  ) {
    // "01711000001", "+880 1711-000001" and "1711000001" all find +880 1711000001.
    const digits = filter.mobile?.replace(/\D/g, '').replace(/^0+/, '');
    return repo.searchMembers(
      deps.db,
      merchantId,
      {
        usernamePrefix: filter.username?.trim() || undefined,
        mobileDigits: digits || undefined,
        email: filter.email?.trim() || undefined,
      },
      (page.pageNo - 1) * page.pageSize,
      page.pageSize,
    );
  }

  /** Locks or unlocks an account (ACTIVE / LOCKED); the caller ends its sessions. */
  async function setStatus(
    id: number,
    status: 'ACTIVE' | 'LOCKED',
    on: Executor = deps.db,
  ): Promise<void> {
    await repo.updateMember(on, id, { status });
  }

  /** The member must choose a new password at the next login. */
  async function forcePasswordChange(id: number, on: Executor = deps.db): Promise<void> {
    await repo.updateMember(on, id, { mustChangePassword: true });
  }

  return {
    findForLogin,
    findById: (id: number) => repo.findById(deps.db, id),
    findStatus: (id: number) => repo.findStatus(deps.db, id),
    findByReferralCode: (merchantId: number, code: string) =>
      repo.findByReferralCode(deps.db, merchantId, code),
    findByMobile: (merchantId: number, mobile: Mobile) =>
      repo.findByMobile(deps.db, merchantId, mobile.countryCode, mobile.nationalNumber),
    create,
    update: (id: number, values: Partial<repo.NewMember>) => repo.updateMember(deps.db, id, values),
    saveIcon: (id: number, contentType: string, data: Buffer) =>
      repo.saveIcon(deps.db, id, contentType, data),
    findIcon: (id: number) => repo.findIcon(deps.db, id),
    listFieldSettings: (merchantId: number) => repo.listFieldSettings(deps.db, merchantId),
    claimTotpStep: (id: number, step: number) => repo.claimTotpStep(deps.db, id, step),
    info,
    search,
    findInMerchant: (merchantId: number, id: number) =>
      repo.findInMerchant(deps.db, merchantId, id),
    setStatus,
    forcePasswordChange,
    saveFieldSettings: (
      merchantId: number,
      rows: readonly Omit<FieldSettingRow, 'merchantId'>[],
      on: Executor = deps.db,
    ) =>
      repo.upsertFieldSettings(
        on,
        rows.map((r) => ({ ...r, merchantId })),
      ),
  };
}
