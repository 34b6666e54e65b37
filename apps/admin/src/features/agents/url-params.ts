import type { ContractKind } from '@portal/contracts/agents';
import type { SettlementFilter, SettlementStatus } from './api/settlements.ts';
import { CONTRACT_KINDS, SETTLEMENT_STATUSES } from './components/contract-labels.tsx';

/** A positive id from the address, else null (absent, or anything that is not an id). */
export function idOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) from the address or a date field, else undefined. */
export const dayOf = (value: string | null): string | undefined =>
  value !== null && DAY.test(value) ? value : undefined;

const pick = <T extends string>(list: readonly T[], value: string | null) =>
  list.find((item) => item === value);

/** The payout lines' filter the address holds; what does not read is left out. */
export function settlementFilterOf(params: URLSearchParams): SettlementFilter {
  return {
    kind: pick<ContractKind>(CONTRACT_KINDS, params.get('kind')),
    status: pick<SettlementStatus>(SETTLEMENT_STATUSES, params.get('status')),
    agentId: idOf(params.get('agentId')) ?? undefined,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
}
