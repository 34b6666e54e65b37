import {
  CONTRACT_KINDS,
  type AdminSettlementQuery,
  type ContractKind,
  type DividendPeriod,
  type IncomePage,
  type IncomeQuery,
  type Settlement,
  type SettlementRun,
} from '@portal/contracts/agents';
import type { Page } from '@portal/contracts/admin';
import { formatAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import { dayStart, nextDay } from '../../lib/zoned-day.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import { rollupsCompleteBefore } from '../bets/rollup.service.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { duePeriods, type PayPeriod } from './settlement.periods.ts';
import * as repo from './settlement.repo.ts';

export const AGENT_PAY_JOB = 'agent-pay';
/** The ledger key's source of an agent's pay line: (AGENT_PAY, line id, PAY). */
export const AGENT_PAY_SOURCE = 'AGENT_PAY';
/** The house account agent pay comes from. */
export const AGENT_COMMISSION = 'AGENT_COMMISSION';

/** The steps of one period's settlement, in order (tests stop a pass at each). */
export const PAY_STEPS = ['written', 'credited', 'marked', 'recorded'] as const;
export type PayStep = (typeof PAY_STEPS)[number];

type Paid = { memberId: number; balance: bigint }[];

export interface PayOptions {
  ledger: LedgerService;
  onPaid?: ((merchantId: number, paid: Paid) => void) | undefined;
  afterStep?: ((step: PayStep, kind: string, periodKey: string) => void) | undefined;
}

export interface PeriodResult {
  merchantId: number;
  kind: ContractKind;
  periodKey: string;
  contracts: number;
  lines: number;
  paid: bigint;
  held: bigint;
}

/**
 * Settles one period of one kind for a white label inside the caller's transaction, in a fixed
 * number of statements: write the lines, pay the DUE ones from AGENT_COMMISSION through the
 * ledger's bulk credit (keyed by line), mark them paid, record the run when lines were written.
 */
export async function settlePeriod(
  db: Executor,
  merchant: { id: number; currency: string },
  kind: ContractKind,
  period: DividendPeriod | null,
  pay: PayPeriod,
  options: PayOptions,
): Promise<PeriodResult & { paidTo: Paid }> {
  const step = (name: PayStep) => options.afterStep?.(name, kind, pay.key);
  const written = await repo.writeLines(db, { merchantId: merchant.id, kind, period, pay });
  step('written');
  const credited = await options.ledger.creditManyIn(db, {
    merchant,
    kind: 'COMMISSION',
    source: AGENT_PAY_SOURCE,
    operation: 'PAY',
    fromHouse: AGENT_COMMISSION,
    rows: repo.payableLines(merchant.id, { kind, periodKey: pay.key }),
  });
  step('credited');
  await repo.markPaid(
    db,
    credited.map((c) => ({ lineId: Number(c.externalId), transactionId: c.transactionId })),
  );
  step('marked');
  const paidTotal = await paidOf(db, credited);
  if (written.lines > 0) {
    await repo.insertRun(
      db,
      {
        merchantId: merchant.id,
        kind,
        periodKey: pay.key,
        contracts: written.contracts,
        lines: written.lines,
      },
      paidTotal,
      written.held,
    );
  }
  step('recorded');
  return {
    merchantId: merchant.id,
    kind,
    periodKey: pay.key,
    ...written,
    paid: paidTotal,
    paidTo: credited.map((c) => ({ memberId: c.memberId, balance: c.balance })),
  };
}

/** What the credited lines paid (their amounts, read back from the lines). */
async function paidOf(db: Executor, credited: { externalId: string }[]): Promise<bigint> {
  if (credited.length === 0) return 0n;
  return repo.sumLines(
    db,
    credited.map((c) => Number(c.externalId)),
  );
}

/**
 * One pass of every kind: for each white label with contracts, each due period oldest first, when
 * its bets are all in the rollups (a closed period waits for the rollup job; today's real-time
 * salary reads what is there and pays the rest on a later pass).
 */
export async function settleDue(
  db: Executor,
  now: Date,
  options: PayOptions,
): Promise<PeriodResult[]> {
  const results: PeriodResult[] = [];
  const since = new Date(now.getTime() - 40 * 86_400_000);
  for (const kind of CONTRACT_KINDS) {
    for (const row of await repo.merchantsWithContracts(db, kind, since)) {
      const period = (row.period as DividendPeriod | null) ?? null;
      const timeZone = policyOf(row).timeZone;
      for (const pay of duePeriods(kind, period, now, timeZone)) {
        if (!pay.open && !(await rollupsCompleteBefore(db, row.id, new Date(pay.endsAt)))) break;
        const { paidTo, ...result } = await settlePeriod(db, row, kind, period, pay, options);
        options.onPaid?.(row.id, paidTo);
        results.push(result);
      }
    }
  }
  return results;
}

/** The agent pay job: every 5 minutes (the real-time salary's window), under its advisory lock. */
export function createAgentPayJob(options: PayOptions & { everyMs?: number | undefined }): Job {
  return {
    name: AGENT_PAY_JOB,
    everyMs: options.everyMs ?? 5 * 60_000,
    firstAfterMs: 20_000,
    run: async (db, now, afterCommit) => {
      const paid: { merchantId: number; rows: Paid }[] = [];
      await settleDue(db, now, {
        ...options,
        onPaid: (merchantId, rows) => paid.push({ merchantId, rows }),
      });
      if (options.onPaid) {
        const tell = options.onPaid;
        afterCommit(() => paid.forEach((p) => tell(p.merchantId, p.rows)));
      }
    },
  };
}

// ---------------------------------------------------------------- reading, holds

function lineView(row: Awaited<ReturnType<typeof repo.pageLines>>['rows'][number]): Settlement {
  const l = row.line;
  return {
    id: l.id,
    agentId: l.agentId,
    agent: row.agent,
    kind: l.kind as ContractKind,
    periodKey: l.periodKey,
    revision: l.revision,
    base: formatAmount(l.base),
    activePlayers: l.activePlayers,
    rateBp: l.rateBp,
    gross: formatAmount(l.gross),
    subAgents: formatAmount(l.subAgents),
    carryIn: formatAmount(l.carryIn),
    carryOut: formatAmount(l.carryOut),
    amount: formatAmount(l.amount),
    status: l.status as Settlement['status'],
    createdAt: l.createdAt.toISOString(),
    paidAt: l.paidAt?.toISOString() ?? null,
  };
}

const pageArgs = (q: { pageNo?: number; pageSize?: number }) => {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
};

export function createAgentPayService(deps: {
  db: Db;
  audit: AuditTrail;
  ledger: LedgerService;
  timeZoneOf: (merchantId: number) => Promise<string>;
  onPaid?: ((merchantId: number, paid: Paid) => void) | undefined;
}) {
  const { db, audit, ledger } = deps;

  async function lines(
    merchantId: number,
    query: IncomeQuery & { agentId?: number | undefined; status?: string | undefined },
  ): Promise<IncomePage> {
    const { pageNo, pageSize, offset } = pageArgs(query);
    const timeZone = await deps.timeZoneOf(merchantId);
    const page = await repo.pageLines(
      db,
      {
        merchantId,
        agentId: query.agentId,
        kind: query.kind,
        status: query.status,
        from: query.from ? dayStart(query.from, timeZone) : undefined,
        to: query.to ? dayStart(nextDay(query.to), timeZone) : undefined,
      },
      offset,
      pageSize,
    );
    return {
      list: page.rows.map(lineView),
      total: page.total,
      pageNo,
      pageSize,
      paid: formatAmount(page.paid),
      held: formatAmount(page.held),
    };
  }

  /** An agent's own income: its pay lines (my income). */
  const income = (merchantId: number, agentId: number, query: IncomeQuery) =>
    lines(merchantId, { ...query, agentId });

  /** The console's payout lines. */
  const adminLines = (merchantId: number, query: AdminSettlementQuery) => lines(merchantId, query);

  async function runs(
    merchantId: number,
    query: { pageNo?: number; pageSize?: number },
  ): Promise<Page<SettlementRun>> {
    const { pageNo, pageSize, offset } = pageArgs(query);
    const { rows, total } = await repo.pageRuns(db, merchantId, offset, pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        kind: r.kind as ContractKind,
        periodKey: r.periodKey,
        contracts: r.contracts,
        lines: r.lines,
        paid: formatAmount(r.paid),
        held: formatAmount(r.held),
        finishedAt: r.finishedAt.toISOString(),
      })),
      total,
      pageNo,
      pageSize,
    };
  }

  const holdOf = async (agentId: number) => {
    const h = await repo.findHold(db, agentId);
    return h ? { reason: h.reason, heldAt: h.heldAt.toISOString() } : null;
  };

  /** Holds an agent's payouts: lines written from now on wait as HELD. Audited. */
  async function hold(actor: Actor, agent: { id: number; username: string }, reason: string) {
    await db.transaction(async (tx) => {
      const added = await repo.insertHold(tx, {
        merchantId: actor.merchantId,
        agentId: agent.id,
        reason,
        heldBy: actor.operatorId,
      });
      if (added) {
        await audit.byActor(
          tx,
          actor,
          'agent.pay.hold',
          { type: 'member', id: agent.id },
          {
            username: agent.username,
            reason,
          },
        );
      }
    });
    return { held: true, released: 0, amount: '0.00' };
  }

  /** Releases the hold and pays every HELD line of the agent, in one transaction. Audited. */
  async function release(
    actor: Actor,
    merchant: { id: number; currency: string },
    agent: { id: number; username: string },
  ) {
    let paidTo: Paid = [];
    const result = await db.transaction(async (tx) => {
      const removed = await repo.deleteHold(tx, agent.id);
      const credited = await ledger.creditManyIn(tx, {
        merchant,
        kind: 'COMMISSION',
        source: AGENT_PAY_SOURCE,
        operation: 'PAY',
        fromHouse: AGENT_COMMISSION,
        rows: repo.payableLines(merchant.id, { heldAgentId: agent.id }),
      });
      await repo.markPaid(
        tx,
        credited.map((c) => ({ lineId: Number(c.externalId), transactionId: c.transactionId })),
      );
      const amount = await paidOf(tx, credited);
      if (removed || credited.length > 0) {
        await audit.byActor(
          tx,
          actor,
          'agent.pay.release',
          { type: 'member', id: agent.id },
          {
            username: agent.username,
            lines: credited.length,
            amount: formatAmount(amount),
          },
        );
      }
      paidTo = credited.map((c) => ({ memberId: c.memberId, balance: c.balance }));
      return { held: false, released: credited.length, amount: formatAmount(amount) };
    });
    deps.onPaid?.(merchant.id, paidTo);
    return result;
  }

  return { income, adminLines, runs, holdOf, hold, release };
}

export type AgentPayService = ReturnType<typeof createAgentPayService>;
