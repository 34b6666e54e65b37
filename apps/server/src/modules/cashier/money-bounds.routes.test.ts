import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { adminCall, signIn } from '../../../test/operator-client.ts';

/**
 * Money a person types is read by one codec (`@portal/contracts/money`): what the contract
 * accepts always parses, and an amount past the most the ledger holds (100 000 000 000.00) is a
 * 400 that changes nothing, never a value quietly read as zero.
 */

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
});
afterAll(() => t.app.close());

describe('amounts past the ledger bound', () => {
  it('console settings refuse a 13-digit amount and keep the saved limits', async () => {
    const before = (await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value;
    for (const key of ['withdrawMax', 'transferMax', 'twoPersonThreshold']) {
      for (const amount of ['9999999999999', '100000000000.01']) {
        const res = await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
          ...before,
          [key]: amount,
        });
        expect(res.status, `${key} ${amount}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    }
    const after = (await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value;
    expect(after).toEqual(before);
  });

  it('the bound itself is accepted', async () => {
    const before = (await adminCall(t.app, 'GET', '/wps/admin/wallet/settings', owner)).body.value;
    const res = await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, {
      ...before,
      twoPersonThreshold: '100000000000',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.twoPersonThreshold).toBe('100000000000.00');
    await adminCall(t.app, 'PUT', '/wps/admin/wallet/settings', owner, before);
  });
});
