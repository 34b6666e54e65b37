import {
  CONTRACT_KINDS,
  type Contract,
  type ContractAction,
  type ContractInfo,
  type ContractKind,
  type ContractOffer,
  type ContractTerms,
} from '@portal/contracts/agents';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import type { NoticeWriter } from '../messages/messages.service.ts';
import { storeTiers, wireTiers, withinRates } from './contracts.rules.ts';
import * as repo from './contracts.repo.ts';
import type { StoredTier } from '../../db/schema/index.ts';

export interface ContractsDeps {
  db: Db;
  audit: AuditTrail;
  /** Tells a downline its contract ended by auto-termination (platform message). */
  notice?: NoticeWriter | undefined;
  /** The kinds the white label's flags offer (CONTRACT_KIND_FLAGS); every kind when absent. */
  enabledKinds?: ((merchantId: number) => Promise<readonly ContractKind[]>) | undefined;
}

const REQUEST_FLAG: Record<ContractKind, keyof Omit<ContractInfo, 'mine' | 'given' | 'kinds'>> = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY_SALARY: 'contracthoursalreqtype',
  REALTIME_SALARY: 'realtimesalreqtype',
};

export function contractView(row: repo.ContractView): Contract {
  return {
    id: row.id,
    agentId: row.agentId,
    agent: row.agent,
    uplineId: row.uplineId,
    upline: row.upline,
    kind: row.kind as Contract['kind'],
    period: row.period as Contract['period'],
    tiers: wireTiers(row.tiers),
    status: row.status as Contract['status'],
    terminationRequestedBy: row.terminationRequestedBy as Contract['terminationRequestedBy'],
    endReason: row.endReason as Contract['endReason'],
    offeredAt: row.offeredAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * Agent contracts (docs/AGENTS.md, "Offers and terminations"): an upline offers a contract to a
 * direct downline agent, never above its own rates; the downline accepts or rejects; either side
 * asks to terminate and the other confirms. Accepting (or being set by the operator) a rate lower
 * than one the agent gave a downline ends that downline's contract. Every change of an agent's
 * contracts of a kind first locks them (its PENDING and ACTIVE rows, then those it gave).
 */
export function createContractsService(deps: ContractsDeps) {
  const { db, audit } = deps;
  const enabledKinds = deps.enabledKinds ?? (async () => CONTRACT_KINDS);

  /** Refuses a new contract of a kind the white label does not offer (read before any lock). */
  async function requireKind(merchantId: number, kind: ContractKind): Promise<void> {
    if (!(await enabledKinds(merchantId)).includes(kind)) {
      throw new AppError('CONTRACT_KIND_DISABLED');
    }
  }

  async function view(on: Executor, merchantId: number, id: number): Promise<Contract> {
    const row = await repo.findView(on, merchantId, id);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND');
    return contractView(row);
  }

  /** The upline's own contract of the kind, in force; a dividend needs the same period. */
  function ownTerms(
    open: repo.ContractRow[],
    terms: { kind: string; period?: string | null | undefined },
  ) {
    const own = open.find((c) => c.status === 'ACTIVE');
    if (!own) return undefined;
    if (terms.kind === 'DIVIDEND' && own.period !== terms.period) return undefined;
    return own;
  }

  /**
   * Ends the contracts and pending offers the agent gave of this kind that its new rates no
   * longer cover, and tells each downline.
   */
  async function cutGiven(
    tx: Executor,
    merchantId: number,
    agentId: number,
    mine: repo.ContractRow,
  ) {
    const given = await repo.lockGiven(tx, agentId, mine.kind);
    const over = given.filter(
      (c) =>
        (mine.kind === 'DIVIDEND' && c.period !== mine.period) || !withinRates(c.tiers, mine.tiers),
    );
    await repo.endContracts(
      tx,
      over.map((c) => c.id),
      'UPLINE_RATE',
    );
    for (const c of over.filter((x) => x.status === 'ACTIVE')) {
      await deps.notice?.(tx, {
        merchantId,
        memberId: c.agentId,
        template: 'AGENT_CONTRACT_ENDED',
        params: { amount: '0', currencySymbol: '', contractKind: c.kind },
      });
    }
    return over.length;
  }

  /** The contract view of an agent: its contracts, those it gave, the request flags. */
  async function info(merchantId: number, agentId: number): Promise<ContractInfo> {
    const rows = await repo.listFor(db, merchantId, agentId);
    const mine = rows.filter((r) => r.agentId === agentId).map(contractView);
    const given = rows.filter((r) => r.uplineId === agentId).map(contractView);
    const flags = {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
    };
    for (const c of mine) {
      const key = REQUEST_FLAG[c.kind];
      if (c.status === 'PENDING') flags[key] = 1;
      else if (c.status === 'ACTIVE' && c.terminationRequestedBy === 'UPLINE') flags[key] = 2;
    }
    for (const c of given) {
      if (c.status === 'ACTIVE' && c.terminationRequestedBy === 'AGENT') {
        flags[REQUEST_FLAG[c.kind]] = Math.max(flags[REQUEST_FLAG[c.kind]], 2);
      }
    }
    return { ...flags, kinds: [...(await enabledKinds(merchantId))], mine, given };
  }

  /** An upline's offer to one of its direct downline agents. */
  async function offer(
    merchantId: number,
    uplineId: number,
    input: ContractOffer,
  ): Promise<Contract> {
    const tiers = storeTiers(input.tiers);
    await requireKind(merchantId, input.kind);
    return db.transaction(async (tx) => {
      const target = await repo.findDirectAgent(tx, merchantId, uplineId, input.agentId);
      if (!target) throw new AppError('AGENT_NOT_DOWNLINE');
      const own = ownTerms(await repo.lockOpen(tx, uplineId, input.kind), input);
      if (!own) throw new AppError('AGENT_NO_CONTRACT');
      if (!withinRates(tiers, own.tiers)) throw new AppError('AGENT_RATE_ABOVE_UPLINE');
      const row = await repo.insertContract(tx, {
        merchantId,
        agentId: target.id,
        uplineId,
        kind: input.kind,
        period: input.period ?? null,
        tiers,
        status: 'PENDING',
      });
      if (!row) throw new AppError('AGENT_OFFER_PENDING');
      return view(tx, merchantId, row.id);
    });
  }

  /** Puts an accepted or operator-set contract in force: replaces the current one, cuts below. */
  async function putInForce(tx: Executor, merchantId: number, contract: repo.ContractRow) {
    const open = await repo.lockOpen(tx, contract.agentId, contract.kind);
    await repo.endContracts(
      tx,
      open.filter((c) => c.status === 'ACTIVE' && c.id !== contract.id).map((c) => c.id),
      'REPLACED',
    );
    await repo.setStatus(tx, contract.id, { status: 'ACTIVE', accepted: true });
    return cutGiven(tx, merchantId, contract.agentId, contract);
  }

  /** accept / reject (the offered agent), withdraw (the offering upline), terminate (either side). */
  async function act(
    merchantId: number,
    memberId: number,
    id: number,
    action: ContractAction,
  ): Promise<Contract> {
    const kinds = action === 'accept' ? await enabledKinds(merchantId) : CONTRACT_KINDS;
    return db.transaction(async (tx) => {
      const first = await repo.findView(tx, merchantId, id);
      if (!first || (first.agentId !== memberId && first.uplineId !== memberId)) {
        throw new AppError('CONTRACT_NOT_FOUND');
      }
      // Lock order, uplines before downlines: the upline's open contracts of the kind (an
      // acceptance checks them), the agent's, then this one (read again under the locks).
      const uplineOpen =
        action === 'accept' && first.uplineId !== null
          ? await repo.lockOpen(tx, first.uplineId, first.kind)
          : [];
      await repo.lockOpen(tx, first.agentId, first.kind);
      const c = (await repo.lockContract(tx, merchantId, id))!;
      const isAgent = c.agentId === memberId;
      if (action === 'accept' && isAgent && c.status === 'PENDING') {
        if (!kinds.includes(c.kind as ContractKind)) throw new AppError('CONTRACT_KIND_DISABLED');
        if (c.uplineId !== null) {
          const own = ownTerms(uplineOpen, c);
          if (!own || !withinRates(c.tiers, own.tiers)) {
            throw new AppError('AGENT_RATE_ABOVE_UPLINE');
          }
        }
        await putInForce(tx, merchantId, c);
      } else if (action === 'reject' && isAgent && c.status === 'PENDING') {
        await repo.setStatus(tx, c.id, { status: 'REJECTED', ended: true });
      } else if (action === 'withdraw' && !isAgent && c.status === 'PENDING') {
        await repo.setStatus(tx, c.id, { status: 'WITHDRAWN', ended: true });
      } else if (action === 'terminate' && c.status === 'ACTIVE') {
        const side = isAgent ? 'AGENT' : 'UPLINE';
        if (c.terminationRequestedBy && c.terminationRequestedBy !== side) {
          await repo.setStatus(tx, c.id, { status: 'ENDED', ended: true, endReason: 'TERMINATED' });
        } else {
          await repo.requestTermination(tx, c.id, side);
        }
      } else {
        throw new AppError('CONTRACT_STATE');
      }
      return view(tx, merchantId, c.id);
    });
  }

  /** Every contract of an agent (the console). */
  async function ofAgent(merchantId: number, agentId: number): Promise<Contract[]> {
    return (await repo.listOfAgent(db, merchantId, agentId)).map(contractView);
  }

  /**
   * The operator sets an agent's contract, in force at once (a top agent's, or any agent's within
   * its upline's rates). Replaces the current one of the kind and any pending offer; audited.
   */
  async function setByOperator(
    actor: Actor,
    agent: { id: number; username: string; uplineId: number | null },
    terms: ContractTerms,
  ): Promise<Contract> {
    const tiers: StoredTier[] = storeTiers(terms.tiers);
    await requireKind(actor.merchantId, terms.kind);
    return db.transaction(async (tx) => {
      // Uplines before downlines (the lock order of every contract change).
      if (agent.uplineId !== null) {
        const upline = ownTerms(await repo.lockOpen(tx, agent.uplineId, terms.kind), terms);
        if (upline && !withinRates(tiers, upline.tiers)) {
          throw new AppError('AGENT_RATE_ABOVE_UPLINE');
        }
      }
      const open = await repo.lockOpen(tx, agent.id, terms.kind);
      await repo.endContracts(
        tx,
        open.filter((c) => c.status === 'PENDING').map((c) => c.id),
        'OPERATOR',
      );
      const row = (await repo.insertContract(tx, {
        merchantId: actor.merchantId,
        agentId: agent.id,
        uplineId: null,
        kind: terms.kind,
        period: terms.period ?? null,
        tiers,
        status: 'PENDING',
      }))!;
      const cut = await putInForce(tx, actor.merchantId, row);
      await audit.byActor(
        tx,
        actor,
        'agent.contract.set',
        { type: 'member', id: agent.id },
        {
          username: agent.username,
          contractId: row.id,
          kind: terms.kind,
          period: terms.period ?? null,
          tiers,
          cut,
        },
      );
      return view(tx, actor.merchantId, row.id);
    });
  }

  /** The operator ends a contract now (or withdraws a pending offer); audited. */
  async function endByOperator(actor: Actor, id: number): Promise<Contract> {
    return db.transaction(async (tx) => {
      const c = await repo.lockContract(tx, actor.merchantId, id);
      if (!c) throw new AppError('CONTRACT_NOT_FOUND');
      if (c.status !== 'PENDING' && c.status !== 'ACTIVE') throw new AppError('CONTRACT_STATE');
      await repo.endContracts(tx, [c.id], 'OPERATOR');
      await audit.byActor(
        tx,
        actor,
        'agent.contract.end',
        { type: 'member', id: c.agentId },
        { contractId: c.id, kind: c.kind, status: c.status },
      );
      return view(tx, actor.merchantId, c.id);
    });
  }

  return { info, offer, act, ofAgent, setByOperator, endByOperator };
}

export type ContractsService = ReturnType<typeof createContractsService>;

/** A moved agent's contracts with its old upline end (call inside the move's transaction). */
export async function endOnMove(tx: Executor, agentId: number) {
  const open = await repo.openWithUpline(tx, agentId);
  await repo.endContracts(
    tx,
    open.map((c) => c.id),
    'MOVED',
  );
  return open.length;
}
