import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMemberProfile, AdminSession } from '@portal/contracts/admin';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../../testing/render.tsx';
import { MemberActions } from './member-actions.tsx';

const member = { id: 7, username: 'player01', status: 'ACTIVE' } as AdminMemberProfile;
const sessionWith = (permissions: AdminSession['permissions']): AdminSession => ({
  token: 'x'.repeat(43),
  stage: 'active',
  operator: { username: 'u', displayName: 'U', role: 'support' },
  merchantCode: 'demo',
  siteName: 'Shapla Play',
  enrollment: null,
  permissions,
});

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('member actions', () => {
  it('locks only after confirmation and reports the sessions ended', async () => {
    useSessionStore.getState().setSession(sessionWith(['members.read', 'members.lock']));
    const calls = mockApi({
      'POST /wps/admin/members/7/lock': () => ({
        body: {
          success: true,
          value: { status: 'LOCKED', mustChangePassword: false, sessionsEnded: 2 },
        },
      }),
    });
    renderWithApp(<MemberActions member={member} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Lock player01?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByText('Account locked; 2 session(s) ended.')).toBeVisible(),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /wps/admin/members/7/lock']);
    expect(screen.queryByRole('button', { name: 'Force password reset' })).not.toBeInTheDocument();
  });

  it('shows nothing to a role without member actions', async () => {
    useSessionStore.getState().setSession(sessionWith(['members.read']));
    renderWithApp(<MemberActions member={member} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
