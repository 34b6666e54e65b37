import { TRANSACTION_TYPES as CONTRACT_TYPES } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { isTransactionType, TRANSACTION_TYPES } from './transaction-types.ts';

// Repeated to keep zod out of the page chunk; it must not drift from the contracts.
describe('transaction types', () => {
  it('are equal to the contracts', () => {
    expect([...TRANSACTION_TYPES]).toEqual([...CONTRACT_TYPES]);
    expect(isTransactionType('DEPOSIT')).toBe(true);
    expect(isTransactionType('deposit')).toBe(false);
  });
});
