import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@portal/contracts/errors';
import type { AdminOperatorRow } from '@portal/contracts/admin';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import OperatorsPage from './operators.page.tsx';

beforeEach(() => useUiStore.getState().setLanguage('EN'));

const row = (id: number, username: string, role: AdminOperatorRow['role']): AdminOperatorRow => ({
  id,
  username,
  displayName: username,
  role,
  status: 'ACTIVE',
  totpBound: true,
  lastLoginAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
});

function operatorsApi() {
  let list = [row(1, 'owner', 'owner'), row(2, 'support1', 'support')];
  const update = (id: number, change: Partial<AdminOperatorRow>) => {
    list = list.map((o) => (o.id === id ? { ...o, ...change } : o));
    return list.find((o) => o.id === id)!;
  };
  return mockApi({
    'GET /wps/admin/operators': () => ok(list),
    'POST /wps/admin/operators': (body) => {
      const b = body as { username: string; role: AdminOperatorRow['role']; password?: string };
      if (b.username === 'support1') return refusal(409, 'OPERATOR_USERNAME_TAKEN', 'taken');
      const created = { ...row(3, b.username, b.role), totpBound: false, lastLoginAt: null };
      list = [...list, created];
      return ok({ operator: created, password: b.password ? null : 'Gen3rated#Pass1' });
    },
    'PUT /wps/admin/operators/2/status': (body) => ok(update(2, body as Partial<AdminOperatorRow>)),
    'PUT /wps/admin/operators/2/role': (body) => ok(update(2, body as Partial<AdminOperatorRow>)),
    'POST /wps/admin/operators/2/password': () =>
      ok({ operator: list[1], password: 'N3w#Generated99' }),
    'POST /wps/admin/operators/2/totp-reset': () => ok(update(2, { totpBound: false })),
  });
}

describe('operator accounts console', () => {
  it('creates an operator and shows the generated password once; checks the form first', async () => {
    signInWith(['operators.manage'], { role: 'owner', username: 'owner' });
    const calls = operatorsApi();
    renderWithApp(<OperatorsPage />);
    const table = await screen.findByTestId('operator-list');
    expect(within(table).getByTestId('operator-row-owner')).toHaveTextContent('(you)');
    // No actions on one's own row.
    expect(
      within(within(table).getByTestId('operator-row-owner')).queryByRole('button'),
    ).toBeNull();

    await userEvent.type(screen.getByTestId('operator-username'), '1x');
    await userEvent.type(screen.getByTestId('operator-password'), 'weakpass');
    await userEvent.click(screen.getByTestId('operator-create'));
    expect(
      screen.getByText('3–32 characters: a letter, then letters, digits, _ . or -.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Use 10–64 characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('operator-username'));
    await userEvent.type(screen.getByTestId('operator-username'), 'support1');
    await userEvent.clear(screen.getByTestId('operator-password'));
    await userEvent.click(screen.getByTestId('operator-create'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorMessage('OPERATOR_USERNAME_TAKEN', 'EN'),
    );

    await userEvent.clear(screen.getByTestId('operator-username'));
    await userEvent.type(screen.getByTestId('operator-username'), 'cashier2');
    await userEvent.selectOptions(screen.getByTestId('operator-role'), 'finance');
    await userEvent.click(screen.getByTestId('operator-create'));
    expect(await screen.findByTestId('operator-secret-value')).toHaveTextContent('Gen3rated#Pass1');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      username: 'cashier2',
      role: 'finance',
    });
    await waitFor(() => expect(within(table).getByTestId('operator-row-cashier2')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'I have noted it' }));
    expect(screen.queryByTestId('operator-secret')).toBeNull();
  });

  it('disables, changes the role, resets the password and the authenticator of another operator', async () => {
    signInWith(['operators.manage'], { role: 'owner', username: 'owner' });
    const calls = operatorsApi();
    renderWithApp(<OperatorsPage />);
    const support = await screen.findByTestId('operator-row-support1');
    await userEvent.click(within(support).getByRole('button', { name: 'Disable' }));
    expect(within(support).getByRole('alertdialog')).toHaveTextContent(
      'Their sessions end at once',
    );
    await userEvent.click(within(support).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(support).toHaveTextContent('Disabled'));
    expect(calls.find((c) => c.path === '/wps/admin/operators/2/status')!.body).toEqual({
      status: 'DISABLED',
    });

    await userEvent.selectOptions(within(support).getByTestId('operator-role-support1'), 'content');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/wps/admin/operators/2/role')!.body).toEqual({
        role: 'content',
      }),
    );

    await userEvent.click(within(support).getByRole('button', { name: 'Reset password' }));
    await userEvent.click(within(support).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('operator-secret-value')).toHaveTextContent('N3w#Generated99');

    await userEvent.click(within(support).getByRole('button', { name: 'Reset authenticator' }));
    await userEvent.click(within(support).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(support).toHaveTextContent('Enrols at next sign-in'));
  });
});
