import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SendCodeButton, cooldownSeconds } from './send-code-button.tsx';

describe('sms cooldown', () => {
  it('is expiredMinutes × 60 s, 60 s by default, minus the request delay when asked', () => {
    expect(cooldownSeconds(2)).toBe(120);
    expect(cooldownSeconds(0)).toBe(60);
    expect(cooldownSeconds(undefined)).toBe(60);
    expect(cooldownSeconds(1, 2500)).toBe(58);
  });
});

describe('SendCodeButton', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('counts down after a send and ignores a second click within the second', async () => {
    useLanguageStore.getState().setLanguage('EN');
    const onSend = vi.fn(async () => ({ expiredMinutes: 2 }));
    renderWithApp(<SendCodeButton canSend={() => true} onSend={onSend} />);
    const button = await screen.findByTestId('send-code');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 120 s'));
    expect(button).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('shows a translated warning popup with OK when the send fails', async () => {
    useLanguageStore.getState().setLanguage('EN');
    const onSend = vi.fn(async () => {
      throw new ApiError('SMS_TOO_MANY', 'server text', 429);
    });
    renderWithApp(<SendCodeButton canSend={() => true} onSend={onSend} />);
    await userEvent.click(await screen.findByTestId('send-code'));
    const dialog = await screen.findByTestId('sms-warning');
    expect(dialog).toHaveTextContent('Too many requests, please try again after 5 minutes.');
    expect(dialog).not.toHaveTextContent('server text');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('sms-warning')).toBeNull());
    expect(screen.getByTestId('send-code')).toBeEnabled();
  });
});
