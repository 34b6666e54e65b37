import * as contracts from '@portal/contracts/agents';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  isContractKind,
  isDividendPeriod,
  MAX_CONTRACT_RATE_BP,
  MAX_CONTRACT_TIERS,
} from './contract-kinds.ts';

// Repeated to keep zod out of the agent centre's chunk; they must not drift from the contracts.
describe('contract kinds, periods and limits', () => {
  it('are equal to the contracts', () => {
    expect([...CONTRACT_KINDS]).toEqual([...contracts.CONTRACT_KINDS]);
    expect([...DIVIDEND_PERIODS]).toEqual([...contracts.DIVIDEND_PERIODS]);
    expect(MAX_CONTRACT_TIERS).toBe(contracts.MAX_CONTRACT_TIERS);
    expect(MAX_CONTRACT_RATE_BP).toBe(contracts.MAX_CONTRACT_RATE_BP);
    expect(isContractKind('DIVIDEND')).toBe(true);
    expect(isContractKind('dividend')).toBe(false);
    expect(isDividendPeriod('H')).toBe(true);
    expect(isDividendPeriod('Y')).toBe(false);
  });
});
