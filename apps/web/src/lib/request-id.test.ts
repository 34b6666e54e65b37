import { RequestIdSchema } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { newRequestId, SubmissionKeys } from './request-id.ts';

describe('request ids', () => {
  it('are fresh and fit the contracts’ RequestIdSchema', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(RequestIdSchema.safeParse(id).success).toBe(true);
  });

  it('reuses the key when the same data is retried after an unknown outcome', () => {
    const keys = new SubmissionKeys();
    const data = { methodCode: 'BANK', amount: '500.00' };
    const first = keys.idFor(data);
    keys.settle(new ApiError('NETWORK_ERROR', 'offline', 0));
    expect(keys.idFor({ ...data })).toBe(first);
    keys.settle(new ApiError('INTERNAL_ERROR', 'boom', 503));
    expect(keys.idFor(data)).toBe(first);
  });

  it('starts a new submission after an answer or with other data', () => {
    const keys = new SubmissionKeys();
    const first = keys.idFor({ amount: '500.00' });
    expect(keys.idFor({ amount: '600.00' })).not.toBe(first);

    const second = keys.idFor({ amount: '600.00' });
    keys.settle();
    expect(keys.idFor({ amount: '600.00' })).not.toBe(second);

    const third = keys.idFor({ amount: '600.00' });
    keys.settle(new ApiError('WALLET_INSUFFICIENT_FUNDS', 'no', 409));
    expect(keys.idFor({ amount: '600.00' })).not.toBe(third);
  });
});
