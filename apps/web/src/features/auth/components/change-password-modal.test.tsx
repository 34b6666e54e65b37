import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { createServerKeys, mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';

const FLAGS = { userName: 'weakuser', isAgent: false, isTrial: false };
let server: Awaited<ReturnType<typeof createServerKeys>>;

describe('change-password popup', () => {
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('cannot be closed while the change is forced; logging out is the way out', async () => {
    useSessionStore.getState().begin('tok', { ...FLAGS, mustChangePassword: true });
    const onOpenChange = vi.fn();
    const onLogout = vi.fn();
    renderWithApp(<ChangePasswordModal onOpenChange={onOpenChange} onLogout={onLogout} />);
    const dialog = await screen.findByTestId('modal-changePassword');
    expect(screen.getByTestId('forced-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('forced-logout'));
    expect(onLogout).toHaveBeenCalled();
  });

  it('an ordinary change can be closed', async () => {
    useSessionStore.getState().begin('tok', { ...FLAGS, mustChangePassword: false });
    const onOpenChange = vi.fn();
    renderWithApp(<ChangePasswordModal onOpenChange={onOpenChange} onLogout={vi.fn()} />);
    await screen.findByTestId('modal-changePassword');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('requires all three fields and a matching confirmation, then sends them encrypted', async () => {
    useSessionStore.getState().begin('tok', { ...FLAGS, mustChangePassword: true });
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'POST /wps/member/password': () => ({ value: null }),
    });
    const { router } = renderWithApp(
      <ChangePasswordModal onOpenChange={vi.fn()} onLogout={vi.fn()} />,
      { url: '/somewhere' },
    );
    await screen.findByTestId('modal-changePassword');
    await userEvent.click(screen.getByTestId('change-submit'));
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(screen.getByText('Please enter new password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Current password/), '{secret}'.replace('{', '{{'));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Better#2026');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Better#2025');
    await userEvent.click(screen.getByTestId('change-submit'));
    expect(screen.getByText('Confirmation password is not correct')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Better#2026');
    await userEvent.click(screen.getByTestId('change-submit'));
    await waitFor(() => expect(useSessionStore.getState().mustChangePassword).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const { inner } = await server.open(api.calls('POST /wps/member/password')[0]!);
    expect(inner.data).toEqual({
      oldPassword: '{secret}',
      newPassword: 'Better#2026',
      confirmNewPassword: 'Better#2026',
    });
  });
});
