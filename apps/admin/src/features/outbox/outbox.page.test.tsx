import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@portal/contracts/admin';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import OutboxPage from './outbox.page.tsx';

const failedOne: OutboxItem = {
  id: 7,
  channel: 'sms',
  recipient: '+8801812345003',
  subject: null,
  body: 'Shapla Play: your verification code is 123456.',
  createdAt: '2026-11-20T10:00:00.000Z',
  state: 'failed',
  attempts: 5,
  nextAttemptAt: null,
  lastError: 'sms gateway answered 503 UNAVAILABLE',
  providerMessageId: null,
  sentAt: null,
};
const sentOne: OutboxItem = {
  ...failedOne,
  id: 8,
  state: 'sent',
  attempts: 1,
  lastError: null,
  providerMessageId: 'S1',
  sentAt: '2026-11-20T10:00:01.000Z',
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('outbox console', () => {
  it('shows each message’s delivery, filters failed ones, and re-queues one with "Retry now"', async () => {
    signInWith(['outbox.read', 'outbox.retry'], { role: 'support' });
    let rows = [failedOne, sentOne];
    const calls = mockApi({
      'GET /wps/admin/outbox': () =>
        ok({ list: rows, total: rows.length, pageNo: 1, pageSize: 20 }),
      'POST /wps/admin/outbox/7/retry': () => {
        rows = [
          { ...failedOne, state: 'pending', attempts: 0, nextAttemptAt: failedOne.createdAt },
        ];
        return ok(null);
      },
    });
    renderWithApp(<OutboxPage />);
    const table = await screen.findByTestId('outbox-table');
    const [, failedRow, sentRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('Tries: 5');
    expect(failedRow).toHaveTextContent('sms gateway answered 503 UNAVAILABLE');
    expect(sentRow).toHaveTextContent('Sent');
    expect(within(sentRow!).queryByRole('button', { name: 'Retry now' })).toBeNull();

    await userEvent.selectOptions(screen.getByTestId('outbox-state'), 'failed');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path.includes('state=failed'))).toBe(true),
    );

    await userEvent.click(within(failedRow!).getByRole('button', { name: 'Retry now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Waiting'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/wps/admin/outbox/7/retry',
    ]);
  });

  it('offers no retry to a role that may only read', async () => {
    signInWith(['outbox.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/outbox': () => ok({ list: [failedOne], total: 1, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<OutboxPage />);
    const table = await screen.findByTestId('outbox-table');
    expect(table).toHaveTextContent('Failed');
    expect(within(table).queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});
