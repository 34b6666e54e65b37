import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useThrottle } from '../../../lib/use-throttle.ts';
import styles from './auth-forms.module.css';

/** Spec section 4: disabled expiredMinutes × 60 s after a send, 60 s when the server is silent. */
export function cooldownSeconds(expiredMinutes: number | undefined, elapsedMs = 0): number {
  const total = (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1) * 60;
  return Math.max(0, total - Math.floor(elapsedMs / 1000));
}

interface SendCodeButtonProps {
  /** Checks the inputs the request needs; false stops the send (the form shows why). */
  canSend: () => boolean;
  onSend: () => Promise<{ expiredMinutes: number }>;
  /** The forgot page subtracts the request's own delay from the countdown (spec section 4). */
  adjustForDelay?: boolean;
  testId?: string;
}

/** Send-code button: 1 click per second, then a countdown; failures open a warning popup. */
export function SendCodeButton({
  canSend,
  onSend,
  adjustForDelay = false,
  testId = 'send-code',
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, isRunning, start } = useCountdown();
  const tryRun = useThrottle(1000);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function handleClick() {
    if (!tryRun() || !canSend()) return;
    setSending(true);
    const sentAt = Date.now();
    try {
      const { expiredMinutes } = await onSend();
      start(cooldownSeconds(expiredMinutes, adjustForDelay ? Date.now() - sentAt : 0));
    } catch (error) {
      setFailure(error ?? new Error('send failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className={styles.sendButton}
        disabled={isSending || isRunning}
        onClick={() => void handleClick()}
        data-testid={testId}
        aria-live="polite"
      >
        {isRunning ? t('form.resendIn', { seconds: secondsLeft }) : t('form.sendCode')}
      </Button>
      {failure !== null && (
        <AlertDialog
          title={t('form.warning')}
          message={t(errorKey(failure))}
          illustration="shield"
          onConfirm={() => setFailure(null)}
          testId="sms-warning"
        />
      )}
    </>
  );
}
