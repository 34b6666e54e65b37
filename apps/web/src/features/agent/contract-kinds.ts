import type { ContractInfo, ContractKind, DividendPeriod } from '@portal/contracts/agents';

/*
 * The contracts' CONTRACT_KINDS, DIVIDEND_PERIODS and limits, repeated so the agent centre's chunk
 * stays free of zod (its schemas would add 26 KB gzip to the page); `satisfies` and a unit test
 * keep them equal to the contracts.
 */

export const CONTRACT_KINDS = [
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'DIVIDEND',
] as const satisfies readonly ContractKind[];

export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const satisfies readonly DividendPeriod[];

/** A contract has one to this many rate tiers. */
export const MAX_CONTRACT_TIERS = 10;
/** No contract pays more than this share (in basis points) of its base: 100 %. */
export const MAX_CONTRACT_RATE_BP = 10_000;
/** The most active players a tier may ask for. */
export const MAX_TIER_PLAYERS = 100_000;

export function isContractKind(value: unknown): value is ContractKind {
  return CONTRACT_KINDS.some((kind) => kind === value);
}

export function isDividendPeriod(value: unknown): value is DividendPeriod {
  return DIVIDEND_PERIODS.some((period) => period === value);
}

/**
 * The kinds the white label offers (its ENABLECT3, SALARY3, HOURSALARY3 and REALTIMESALARY3
 * flags, read by the contracts call) in the kinds' order: the only ones the agent centre shows,
 * offers and filters by. Unknown info (still loading, failed): every kind.
 */
export function offeredKinds(info: Pick<ContractInfo, 'kinds'> | undefined): ContractKind[] {
  if (!info) return [...CONTRACT_KINDS];
  return CONTRACT_KINDS.filter((kind) => info.kinds.includes(kind));
}
