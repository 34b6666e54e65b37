import * as contracts from '@portal/contracts/agent-team';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_NAME_MAX,
  DOWNLINE_KINDS,
  isTeamBetGroup,
  isTeamTransactionType,
  TEAM_BET_GROUPS,
  TEAM_TRANSACTION_TYPES,
} from './team-constants.ts';

// Repeated to keep zod out of the agent centre's chunk; they must not drift from the contracts.
describe('team report constants', () => {
  it('are equal to the contracts', () => {
    expect([...TEAM_BET_GROUPS]).toEqual([...contracts.TEAM_BET_GROUPS]);
    expect([...TEAM_TRANSACTION_TYPES]).toEqual([...contracts.TEAM_TRANSACTION_TYPES]);
    expect([...DOWNLINE_KINDS]).toEqual([...contracts.DOWNLINE_KINDS]);
    expect(
      contracts.AffiliateLinkCreateSchema.safeParse({ name: 'x'.repeat(AFFILIATE_NAME_MAX) })
        .success,
    ).toBe(true);
    expect(
      contracts.AffiliateLinkCreateSchema.safeParse({ name: 'x'.repeat(AFFILIATE_NAME_MAX + 1) })
        .success,
    ).toBe(false);
    expect(isTeamBetGroup('day')).toBe(true);
    expect(isTeamBetGroup('week')).toBe(false);
    expect(isTeamTransactionType('TRANSFER')).toBe(true);
    expect(isTeamTransactionType('deposit')).toBe(false);
  });
});
