import {
  DEPOSIT_STATUSES as CONTRACT_DEPOSIT,
  WITHDRAWAL_STATUSES as CONTRACT_WITHDRAWAL,
} from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './statuses.ts';

// The web repeats these lists to keep zod out of its page chunks; they must not drift.
describe('statuses repeated from the contracts', () => {
  it('are equal to the contracts', () => {
    expect([...WITHDRAWAL_STATUSES]).toEqual([...CONTRACT_WITHDRAWAL]);
    expect([...DEPOSIT_STATUSES]).toEqual([...CONTRACT_DEPOSIT]);
  });
});
