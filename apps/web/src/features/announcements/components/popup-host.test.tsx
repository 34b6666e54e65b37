import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@portal/contracts/announcements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { PopupHost } from './popup-host.tsx';

const popup = (id: number, execution: Announcement['execution']): Announcement => ({
  id,
  type: 'PU',
  title: `Popup ${execution}`,
  content: `<p>For ${execution}</p>`,
  linkage: null,
  execution,
  sequence: id,
  startAt: null,
  endAt: null,
});

function serve() {
  return mockApi({
    'GET /wps/system/announcements': (request) => {
      const execution = request.query.get('execution');
      const list = request.headers.get('authorization')
        ? [popup(1, 'B'), popup(2, 'A'), popup(3, 'F')]
        : [popup(1, 'B')];
      const shown = execution ? list.filter((p) => p.execution === execution) : list;
      return { value: { list: shown, total: shown.length, pageNo: 1, pageSize: 9 } };
    },
  });
}

describe('announcement popups', () => {
  beforeEach(() => {
    useLanguageStore.getState().setLanguage('EN');
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLanguageStore.getState().setLanguage('BN');
    sessionStorage.clear();
  });

  it('shows a visitor the anonymous popups once: closing writes ANONYMOUS_POPUP = closed', async () => {
    const api = serve();
    const first = renderWithApp(<PopupHost />);
    const dialog = await screen.findByTestId('popup-visitor');
    expect(dialog).toHaveTextContent('Popup B');
    expect(api.calls('GET /wps/system/announcements')[0]!.query.get('execution')).toBe('B');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('popup-visitor')).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    first.unmount();

    // Another page in the same session: not shown, not even fetched.
    const calls = api.calls('GET /wps/system/announcements').length;
    renderWithApp(<PopupHost />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('popup-visitor')).toBeNull();
    expect(api.calls('GET /wps/system/announcements')).toHaveLength(calls);
  });

  it('shows a member the logged-in and first-login popups, under USER_POPUP', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    useSessionStore.getState().begin('tok', {
      userName: 'player01',
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
    });
    serve();
    renderWithApp(<PopupHost />);
    const dialog = await screen.findByTestId('popup-member');
    expect(dialog).toHaveTextContent('Popup A');
    expect(dialog).toHaveTextContent('Popup F');
    expect(dialog).not.toHaveTextContent('Popup B');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('popup-member')).toBeNull());
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });

  it('shows nothing while the session flag says closed', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    const api = serve();
    renderWithApp(<PopupHost />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('popup-visitor')).toBeNull();
    expect(api.calls('GET /wps/system/announcements')).toHaveLength(0);
  });
});
