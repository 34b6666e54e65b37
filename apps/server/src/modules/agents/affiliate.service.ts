import {
  AFFILIATE_LINKS_MAX,
  type AffiliateLink,
  type AffiliateLinkList,
  type AffiliateMember,
} from '@portal/contracts/agent-team';
import type { Page } from '@portal/contracts/admin';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isPostgresUniqueViolation, newReferralCode } from '../member/member.service.ts';
import * as repo from './affiliate.repo.ts';

/** Link codes are 10 characters: never the 8 of a member's referral code. */
const LINK_CODE_LENGTH = 10;

/**
 * Whose invitation a code is (upper-case): a live link's agent with the link, else an agent's own
 * referral code (registration calls this; a deleted link or a former agent's code is nobody's).
 */
export function resolveAffiliateCode(db: Executor, merchantId: number, code: string) {
  return repo.resolveCode(db, merchantId, code);
}

const registerPath = (code: string) => `/register?affiliateCode=${encodeURIComponent(code)}`;

function linkOut(
  row: Omit<repo.AffiliateLinkRow, 'registrations'> & { registrations?: number },
): AffiliateLink {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    registerPath: registerPath(row.code),
    clicks: row.clicks,
    registrations: row.registrations ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An agent's affiliate links (registerCenter): create (at most AFFILIATE_LINKS_MAX live, counted
 * under the agent's row lock), list with clicks and sign-ups, delete; the public click count; and
 * the members who signed up with the agent's codes.
 */
export function createAffiliateService(deps: { db: Db }) {
  const { db } = deps;

  async function list(agent: { id: number; merchantId: number }): Promise<AffiliateLinkList> {
    const rows = await repo.listLinks(db, agent.merchantId, agent.id);
    return { list: rows.map(linkOut), max: AFFILIATE_LINKS_MAX };
  }

  async function create(
    agent: { id: number; merchantId: number },
    name: string,
  ): Promise<AffiliateLink> {
    for (let attempt = 0; ; attempt++) {
      const code = newReferralCode(LINK_CODE_LENGTH);
      try {
        const row = await db.transaction(async (tx) => {
          if (await repo.referralCodeTaken(tx, agent.merchantId, code)) return 'TAKEN' as const;
          return repo.insertLink(
            tx,
            { merchantId: agent.merchantId, agentId: agent.id, name, code },
            AFFILIATE_LINKS_MAX,
          );
        });
        if (row === undefined) throw new AppError('AFFILIATE_LINK_LIMIT');
        if (row !== 'TAKEN') return linkOut(row);
      } catch (err) {
        if (!isPostgresUniqueViolation(err, 'agent_affiliate_links_code')) throw err;
      }
      if (attempt >= 4) throw new Error('no free affiliate link code after 5 tries');
    }
  }

  async function remove(agent: { id: number; merchantId: number }, id: number): Promise<void> {
    if (!(await repo.deleteLink(db, agent.merchantId, agent.id, id))) {
      throw new AppError('AFFILIATE_LINK_NOT_FOUND');
    }
  }

  /** Counts an opening of a link; an unknown or deleted code counts nothing (and says so). */
  async function click(merchantId: number, code: string): Promise<boolean> {
    const trimmed = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,16}$/.test(trimmed)) return false;
    return repo.countClick(db, merchantId, trimmed);
  }

  async function members(
    agent: { id: number; merchantId: number },
    page: { pageNo: number; pageSize: number },
  ): Promise<Page<AffiliateMember>> {
    const { rows, total } = await repo.affiliatedPage(db, agent.merchantId, agent.id, {
      limit: page.pageSize,
      offset: (page.pageNo - 1) * page.pageSize,
    });
    return {
      list: rows.map((r) => ({
        username: r.username,
        linkName: r.linkName,
        registeredAt: r.createdAt.toISOString(),
        deposited: Boolean(r.deposited),
      })),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }

  return { list, create, remove, click, members };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
