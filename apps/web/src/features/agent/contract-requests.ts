import type { ContractInfo, ContractKind } from '@portal/contracts/agents';
import { offeredKinds } from './contract-kinds.ts';

/** The request flag of each kind in the contract view's answer (the spec's names). */
const FLAGS = {
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreqtype',
  REALTIME_SALARY: 'realtimesalreqtype',
  DIVIDEND: 'divtypereq',
} as const satisfies Record<ContractKind, keyof ContractInfo>;

export interface ContractRequestFlag {
  kind: ContractKind;
  /** A new offer waits for the agent's answer, or the other side asked to end a contract. */
  request: 'offer' | 'termination';
}

/**
 * The offered kinds whose flag is not 0 (1: a new offer, 2: a termination asked), in the kinds'
 * order (a kind the site switched off is not shown, so neither is its request).
 */
export function contractRequests(info: ContractInfo): ContractRequestFlag[] {
  return offeredKinds(info).flatMap((kind): ContractRequestFlag[] => {
    const flag = info[FLAGS[kind]];
    if (!flag) return [];
    return [{ kind, request: flag === 1 ? 'offer' : 'termination' }];
  });
}
