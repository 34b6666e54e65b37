import type {
  Contract,
  ContractAction,
  ContractKind,
  ContractOffer,
  DividendPeriod,
} from '@portal/contracts/agents';
import { formatNumber } from '../../lib/format.ts';
import { MAX_CONTRACT_RATE_BP, MAX_CONTRACT_TIERS, MAX_TIER_PLAYERS } from './contract-kinds.ts';

/** A rate as typed: a percent with at most two decimals ("0.5", "12.25", "100"). */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
/** The contract's tier minimum: a decimal with at most two places ("50000", "50000.5"). */
const TIER_MIN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const PLAYERS = /^\d{1,6}$/;

/** "0.5" → 50 bp, "12.25" → 1225 bp (1 bp = 0.01 %); null when it is not such a percent. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 50 bp → "0.50%" in the page's digits and percent style. */
export function formatRate(bp: number, language: string): string {
  return formatNumber(bp / 10_000, language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** One row of the offer form, as typed. */
export interface TierDraft {
  /** Keeps a row's inputs when another row is removed. */
  id: number;
  minBase: string;
  minActivePlayers: string;
  /** Percent. */
  rate: string;
}

export interface OfferDraft {
  /** The downline agent's id, '' until one is chosen. */
  agentId: string;
  kind: ContractKind;
  /** A dividend's period, '' until chosen; not sent for a salary. */
  period: DividendPeriod | '';
  tiers: TierDraft[];
}

export type TierProblem = 'base' | 'players' | 'rateFormat' | 'rateLow' | 'rateHigh';

export interface OfferProblems {
  agent?: true;
  period?: true;
  /** Each tier's problems by field, in the form's order. */
  tiers: Partial<Record<'minBase' | 'minActivePlayers' | 'rate', TierProblem>>[];
  /** The tiers do not go up (each needs more than the one before, at least its rate). */
  order?: true;
}

export type OfferCheck = { offer: ContractOffer } | { problems: OfferProblems };

type Tier = ContractOffer['tiers'][number];

/** ContractTermsSchema's order: each tier needs more base or players, never less, and its rate. */
function goesUp(tiers: Tier[]): boolean {
  return tiers.every((tier, i) => {
    const before = tiers[i - 1];
    if (!before) return true;
    const base = Number(tier.minBase);
    const baseBefore = Number(before.minBase);
    return (
      base >= baseBefore &&
      tier.minActivePlayers >= before.minActivePlayers &&
      (base > baseBefore || tier.minActivePlayers > before.minActivePlayers) &&
      tier.rateBp >= before.rateBp
    );
  });
}

/**
 * The form's offer, or what is wrong with it field by field: the rules of the contracts'
 * ContractOfferSchema (rates of 0.01 % to 100 %, a period for a dividend only, one to ten tiers
 * going up), written out to keep zod out of the page; contract-terms.test.ts checks both agree.
 */
export function checkOffer(draft: OfferDraft): OfferCheck {
  const problems: OfferProblems = { tiers: [] };
  const agentId = Number(draft.agentId);
  if (!/^\d{1,15}$/.test(draft.agentId) || !Number.isSafeInteger(agentId) || agentId < 1) {
    problems.agent = true;
  }
  if (draft.kind === 'DIVIDEND' && !draft.period) problems.period = true;

  const tiers = draft.tiers.map((typed): Tier => {
    const tierProblems: OfferProblems['tiers'][number] = {};
    const minBase = typed.minBase.trim();
    if (!TIER_MIN.test(minBase)) tierProblems.minBase = 'base';
    const players = typed.minActivePlayers.trim();
    const minActivePlayers = Number(players);
    if (!PLAYERS.test(players) || minActivePlayers > MAX_TIER_PLAYERS) {
      tierProblems.minActivePlayers = 'players';
    }
    const rateBp = percentToBp(typed.rate);
    if (rateBp === null) tierProblems.rate = 'rateFormat';
    else if (rateBp < 1) tierProblems.rate = 'rateLow';
    else if (rateBp > MAX_CONTRACT_RATE_BP) tierProblems.rate = 'rateHigh';
    problems.tiers.push(tierProblems);
    return { minBase, minActivePlayers, rateBp: rateBp ?? 0 };
  });
  const areTiersValid = problems.tiers.every((tier) => Object.keys(tier).length === 0);
  const isCountValid = tiers.length >= 1 && tiers.length <= MAX_CONTRACT_TIERS;
  // The order is judged on readable tiers only, as the schema does.
  if (areTiersValid && (!isCountValid || !goesUp(tiers))) problems.order = true;

  if (problems.agent || problems.period || problems.order || !areTiersValid) return { problems };
  return {
    offer: {
      agentId,
      kind: draft.kind,
      ...(draft.kind === 'DIVIDEND' && draft.period ? { period: draft.period } : {}),
      tiers,
    },
  };
}

/** Which side of a contract the agent is on: its own (paid to it) or one it gave. */
export type ContractSide = 'mine' | 'given';

/**
 * The buttons a contract offers the agent: the paid agent answers a pending offer, the upline
 * withdraws its own; either side asks to end an active one (the operator is the other side of a
 * contract it set), and the other side's terminate ends it.
 */
export function actionsOf(contract: Contract, side: ContractSide): ContractAction[] {
  if (contract.status === 'PENDING') return side === 'mine' ? ['accept', 'reject'] : ['withdraw'];
  if (contract.status !== 'ACTIVE') return [];
  const asker = contract.terminationRequestedBy;
  // The agent already asked: waiting for the other side.
  if (asker === (side === 'mine' ? 'AGENT' : 'UPLINE')) return [];
  return ['terminate'];
}

/** The other side asked to end this active contract: its terminate confirms the ending. */
export function isTerminationAsked(contract: Contract, side: ContractSide): boolean {
  return (
    contract.status === 'ACTIVE' &&
    contract.terminationRequestedBy === (side === 'mine' ? 'UPLINE' : 'AGENT')
  );
}
