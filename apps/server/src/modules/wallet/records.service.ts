import type { Page } from '@portal/contracts/admin';
import type { MemberLedgerRow, MemberWallet, Reconciliation } from '@portal/contracts/admin-wallet';
import type {
  BetRow,
  BonusRow,
  ProfitSummary,
  TransactionRow,
  TransactionType,
} from '@portal/contracts/wallet';
import type { LanguageCode } from '@portal/contracts/i18n';
import type { Db } from '../../db/client.ts';
import { grantVipLevel } from '@portal/contracts/loyalty';
import { formatAmount } from '@portal/contracts/money';
import { dayOf, dayRange } from '../../lib/zoned-day.ts';
import { memberTotals } from '../bets/bets-summary.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { TurnoverService } from './turnover.service.ts';
import * as repo from './wallet.repo.ts';

interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

/** Catalog names exist in English and Bengali; every other language reads English. */
function pick(language: LanguageCode, en: string | null, bn: string | null): string | null {
  return language === 'BN' ? (bn ?? en) : en;
}

interface RecordsQuery {
  pageNo: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'time' | 'amount';
  order: 'asc' | 'desc';
}

/** Ledger kinds as the member reads them; transfers split by direction. */
function typeOf(kind: string, amount: bigint): TransactionType {
  if (kind === 'TRANSFER') return amount > 0n ? 'TRANSFER_IN' : 'TRANSFER_OUT';
  if (kind === 'WITHDRAWAL_SETTLE') return 'WITHDRAWAL';
  return kind as TransactionType;
}

/** The ledger filter for a member-facing type. */
function kindsOf(type: TransactionType | undefined): { kinds?: string[]; sign?: 'in' | 'out' } {
  if (!type) return {};
  if (type === 'TRANSFER_IN') return { kinds: ['TRANSFER'], sign: 'in' };
  if (type === 'TRANSFER_OUT') return { kinds: ['TRANSFER'], sign: 'out' };
  return { kinds: [type] };
}

/** One CSV cell: quoted when needed; text a spreadsheet would run as a formula is defused. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180; cells that a spreadsheet would run as formulas are defused). */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export type RecordsService = ReturnType<typeof createRecordsService>;

/** The member's account record, betting record, profit and bonuses; the console's ledger views. */
interface GrantDetail {
  categories?: Record<string, { validStake: string; rateBp: number; amount: string }>;
  netLoss?: string;
  rateBp?: number;
}

/**
 * What the member is shown of how a grant was reached (loyalty's `grants.detail`): a periodic
 * grant's period, a rebate's lines per game category, a cash back's net loss and rate.
 */
function grantBreakdown(source: string | null, period: string | null, raw: unknown) {
  const detail = (raw ?? {}) as GrantDetail;
  const periodic = source === 'REBATE' || source === 'CASHBACK';
  return {
    source,
    vipLevel: grantVipLevel(source, raw),
    period: periodic ? period : null,
    lines: Object.entries(detail.categories ?? {})
      .map(([category, l]) => ({
        category,
        validStake: formatAmount(BigInt(l.validStake)),
        ratePercent: l.rateBp / 100,
        amount: formatAmount(BigInt(l.amount)),
      }))
      .sort((a, b) => a.category.localeCompare(b.category)),
    cashBack:
      source === 'CASHBACK' && detail.netLoss !== undefined && detail.rateBp !== undefined
        ? { netLoss: formatAmount(BigInt(detail.netLoss)), ratePercent: detail.rateBp / 100 }
        : null,
  };
}

export function createRecordsService(deps: {
  db: Db;
  ledger: LedgerService;
  turnover: TurnoverService;
}) {
  const { db, ledger } = deps;
  const paging = (q: { pageNo: number; pageSize: number }) => ({
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });

  async function transactions(
    merchant: Merchant,
    memberId: number,
    timeZone: string,
    query: RecordsQuery & { type?: TransactionType | undefined },
    language: LanguageCode = 'EN',
  ): Promise<Page<TransactionRow>> {
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN');
    const { rows, total } = await repo.pageEntries(
      db,
      { accountIds: [main], ...kindsOf(query.type), ...dayRange(query, timeZone) },
      { ...paging(query), sort: query.sort, order: query.order },
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        transactionId: r.transactionId,
        type: typeOf(r.kind, r.amount),
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balanceAfter ?? 0n),
        reference: r.reference ?? '',
        vendorName: pick(language, r.vendorNameEn, r.vendorNameBn),
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function betsPage(
    memberId: number,
    timeZone: string,
    query: RecordsQuery & { category?: string | undefined },
    language: LanguageCode = 'EN',
  ): Promise<Page<BetRow>> {
    const { rows, total } = await repo.pageBets(
      db,
      { memberId, category: query.category, ...dayRange(query, timeZone) },
      { ...paging(query), sort: query.sort, order: query.order },
    );
    return {
      list: rows.map((b) => ({
        id: b.id,
        vendor: b.vendor,
        vendorName: pick(language, b.vendorNameEn, b.vendorNameBn) ?? b.vendor,
        gameCode: b.gameCode,
        // The catalog's title; the vendor's own name from the bet when the game left the catalog.
        gameName: pick(language, b.gameNameEn, b.gameNameBn) ?? b.gameName,
        category: b.category,
        stake: formatAmount(b.stake),
        validBet: formatAmount(b.validBet),
        payout: formatAmount(b.payout),
        profit: formatAmount(b.payout - b.stake),
        placedAt: b.placedAt.toISOString(),
        settledAt: b.settledAt?.toISOString() ?? null,
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function profit(
    merchant: Merchant,
    memberId: number,
    timeZone: string,
    query: { from?: string | undefined; to?: string | undefined },
  ): Promise<ProfitSummary> {
    const today = dayOf(new Date(), timeZone);
    const from = query.from ?? today;
    const to = query.to ?? today;
    const range = dayRange({ from, to }, timeZone);
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN');
    // Play from the daily rollups: bets counted on the white-label day they settled.
    const [categories, kinds] = await Promise.all([
      memberTotals(db, { memberIds: [memberId] }, { by: 'day', from, to }, ['category']),
      repo.sumByKind(db, { accountIds: [main], ...range }),
    ]);
    let stake = 0n;
    let validBet = 0n;
    let payout = 0n;
    let count = 0;
    for (const c of categories) {
      stake += c.stake;
      validBet += c.validStake;
      payout += c.payout;
      count += c.betCount;
    }
    const withdrawals = -(kinds.get('WITHDRAWAL') ?? 0n) - (kinds.get('WITHDRAWAL_RELEASE') ?? 0n);
    return {
      from,
      to,
      betCount: count,
      stake: formatAmount(stake),
      validBet: formatAmount(validBet),
      payout: formatAmount(payout),
      profit: formatAmount(payout - stake),
      deposits: formatAmount(kinds.get('DEPOSIT') ?? 0n),
      withdrawals: formatAmount(withdrawals),
      bonuses: formatAmount(kinds.get('BONUS') ?? 0n),
      byCategory: categories.map((c) => ({
        category: c.category ?? '',
        stake: formatAmount(c.stake),
        payout: formatAmount(c.payout),
        profit: formatAmount(c.net),
      })),
    };
  }

  async function bonuses(
    merchant: Merchant,
    memberId: number,
    timeZone: string,
    query: RecordsQuery,
    language: string,
  ): Promise<Page<BonusRow>> {
    const main = await ledger.memberAccountId(merchant, memberId, 'MAIN');
    const { rows, total } = await repo.pageBonuses(
      db,
      { accountIds: [main], kinds: ['BONUS'], ...dayRange(query, timeZone) },
      { ...paging(query), sort: query.sort, order: query.order },
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        amount: formatAmount(r.amount),
        // A promotion's bonus is named by the promotion, in the member's language.
        reason: (r.promotionTexts?.[language] ?? r.promotionTexts?.EN)?.title ?? r.reference ?? '',
        ...grantBreakdown(r.grantSource, r.grantPeriod, r.grantDetail),
        turnoverRequired: formatAmount(r.required ?? 0n),
        turnoverRemaining: formatAmount(r.remaining ?? 0n),
        grantId: r.grantId,
        grantState: r.grantState,
        grantExpiresAt: r.grantExpiresAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function memberWallet(merchant: Merchant, memberId: number): Promise<MemberWallet> {
    const [main, locked, turnover] = await Promise.all([
      ledger.mainBalance(memberId),
      ledger.holdBalance(memberId),
      deps.turnover.outstanding(memberId),
    ]);
    return {
      main: formatAmount(main),
      locked: formatAmount(locked),
      turnoverRemaining: formatAmount(turnover),
      currencySymbol: merchant.currencySymbol,
    };
  }

  async function memberLedger(
    memberId: number,
    query: { pageNo: number; pageSize: number; type?: TransactionType | undefined },
  ): Promise<Page<MemberLedgerRow>> {
    const accounts = await repo.memberAccountIds(db, memberId);
    if (accounts.length === 0) {
      return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
    }
    const { rows, total } = await repo.pageEntries(
      db,
      { accountIds: accounts.map((a) => a.id), ...kindsOf(query.type) },
      { ...paging(query), sort: 'time', order: 'desc' },
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        transactionId: r.transactionId,
        account: r.accountKind,
        type: typeOf(r.kind, r.amount),
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balanceAfter ?? 0n),
        reference: r.reference ?? '',
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async function reconciliation(merchantId: number): Promise<Reconciliation> {
    const [check, counts, accounts] = await Promise.all([
      ledger.reconcile(merchantId),
      repo.ledgerCounts(db, merchantId),
      repo.balancesByKind(db, merchantId),
    ]);
    return {
      checkedAt: new Date().toISOString(),
      ok: check.total === 0n && check.unbalanced.length === 0 && check.drift.length === 0,
      total: formatAmount(check.total),
      ...counts,
      unbalanced: check.unbalanced.map((u) => ({
        transactionId: u.transactionId,
        sum: formatAmount(BigInt(u.sum)),
      })),
      drift: check.drift.map((d) => ({
        accountId: d.accountId,
        balance: formatAmount(d.balance ?? 0n),
        entries: formatAmount(BigInt(d.entries)),
      })),
      accounts: accounts.map((a) => ({ kind: a.kind, balance: formatAmount(a.balance) })),
    };
  }

  return {
    transactions,
    bets: betsPage,
    profit,
    bonuses,
    memberWallet,
    memberLedger,
    reconciliation,
  };
}
