import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@portal/contracts/errors';
import type { MessagingSettings } from '@portal/contracts/outbound';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import MessagingPage from './messaging.page.tsx';

const stored: MessagingSettings = {
  smtp: {
    host: 'smtp.shapla.example',
    port: 587,
    security: 'starttls',
    username: 'mailer',
    fromAddress: 'no-reply@shapla.example',
    fromName: 'Shapla',
    passwordSet: true,
  },
  sms: null,
  smsDefault: { url: 'http://127.0.0.1:3950', keyId: 'demo' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('messaging settings console', () => {
  it('keeps a stored password unless a new one is typed, and shows a test send’s result', async () => {
    signInWith(['messaging.configure'], { role: 'owner' });
    const calls = mockApi({
      'GET /wps/admin/messaging/settings': () => ok(stored),
      'PUT /wps/admin/messaging/settings': (body) => {
        const b = body as { sms: unknown };
        if (b.sms) return refusal(400, 'MESSAGING_SECRET_REQUIRED', 'Enter the secret.');
        return ok({ ...stored, smtp: { ...stored.smtp!, fromName: 'Shapla Play' } });
      },
      'POST /wps/admin/messaging/test': (body) =>
        (body as { channel: string }).channel === 'sms'
          ? ok({ delivered: false, providerMessageId: null, error: 'sms gateway answered 503' })
          : ok({ delivered: true, providerMessageId: '<outbox-9@shapla.example>', error: null }),
    });
    renderWithApp(<MessagingPage />);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(screen.getByText('Stored: leave empty to keep it.')).toBeVisible();
    expect(
      screen.getByText(/deployment’s sms gateway is used: http:\/\/127\.0\.0\.1:3950/),
    ).toBeVisible();

    const fromName = screen.getByLabelText('From name');
    await userEvent.clear(fromName);
    await userEvent.type(fromName, 'Shapla Play');
    await userEvent.click(screen.getByTestId('messaging-save'));
    expect(await screen.findByText('Settings saved.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!.body as { smtp: Record<string, unknown> };
    expect(put.smtp).not.toHaveProperty('password');
    expect(put.smtp.fromName).toBe('Shapla Play');

    // Its own gateway without a secret: the server's refusal, translated.
    await userEvent.click(screen.getByTestId('messaging-sms-own'));
    await userEvent.type(screen.getByLabelText('Gateway URL'), 'https://sms.example');
    await userEvent.type(screen.getByLabelText('Key ID'), 'k1');
    await userEvent.click(screen.getByTestId('messaging-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorMessage('MESSAGING_SECRET_REQUIRED', 'EN'),
    );

    await userEvent.type(screen.getByTestId('messaging-test-to'), '+8801711000009');
    await userEvent.click(screen.getByTestId('messaging-test-send'));
    await waitFor(() =>
      expect(screen.getByTestId('messaging-test-result')).toHaveTextContent(
        'Not delivered: sms gateway answered 503',
      ),
    );
    await userEvent.selectOptions(screen.getByTestId('messaging-test-channel'), 'email');
    await userEvent.clear(screen.getByTestId('messaging-test-to'));
    await userEvent.type(screen.getByTestId('messaging-test-to'), 'ops@shapla.example');
    await userEvent.click(screen.getByTestId('messaging-test-send'));
    await waitFor(() =>
      expect(screen.getByTestId('messaging-test-result')).toHaveTextContent(
        'Delivered to the provider (message ID <outbox-9@shapla.example>).',
      ),
    );
  });
});
