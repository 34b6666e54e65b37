import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { createServerKeys, makeChallenge, mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { AgentLoginCard } from './agent-login-card.tsx';

const CHALLENGE = {
  ticket: 'T5',
  methods: ['sms'],
  maskedMobile: '***0002',
  maskedEmail: null,
  needsPayeeName: true,
};

let server: Awaited<ReturnType<typeof createServerKeys>>;

describe('AgentLoginCard', () => {
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
    useLanguageStore.getState().setLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('hands a new-address challenge to the login popup as an agent login', async () => {
    const api = mockApi({
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'GET /wps/botcheck/challenge': async () => ({ value: await makeChallenge(5) }),
      'POST /wps/session/login': () => ({
        value: {
          token: null,
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
          user: { userName: 'agent01', type: 1, isAgent: true, isTrial: false },
          verification: CHALLENGE,
        },
      }),
    });
    renderWithApp(<AgentLoginCard />, { url: '/agent' });
    const field = (id: string) =>
      within(screen.getByTestId(id)).getByLabelText(/./, { selector: 'input' });
    await userEvent.type(field('agent-username'), 'agent01');
    await userEvent.type(field('agent-password'), 'Agent#2026');
    await userEvent.click(screen.getByTestId('agent-submit'));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)?.name).toBe('login'));
    const entry = useModalStore.getState().stack.at(-1)!;
    expect(entry.params.area).toBe('agent');
    expect(JSON.parse(entry.params.challenge!)).toEqual(CHALLENGE);
    const login = await server.open(api.calls('POST /wps/session/login')[0]!);
    expect(login.inner.data).toMatchObject({ username: 'agent01', area: 'agent' });
  });
});
