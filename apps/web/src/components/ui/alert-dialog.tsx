import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Illustration, type IllustrationKind } from './illustration.tsx';
import { Modal } from './modal.tsx';
import styles from './alert-dialog.module.css';

interface AlertDialogProps {
  title: string;
  message: string;
  /** Label of the main button; OK by default. */
  confirmLabel?: string;
  onConfirm: () => void;
  /** With a cancel handler this is a confirmation dialog (two buttons). */
  onCancel?: () => void;
  cancelLabel?: string;
  illustration?: IllustrationKind;
  isBusy?: boolean;
  testId?: string;
}

/** Small warning, info or confirmation popup (sms failure, trial account, logout prompt). */
export function AlertDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  illustration,
  isBusy = false,
  testId,
}: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) (onCancel ?? onConfirm)();
      }}
      title={title}
      size="sm"
      testId={testId}
    >
      <div className={styles.body}>
        {illustration && <Illustration kind={illustration} size={110} />}
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
              {cancelLabel ?? t('form.cancel')}
            </Button>
          )}
          <Button onClick={onConfirm} disabled={isBusy} data-testid={testId && `${testId}-confirm`}>
            {confirmLabel ?? t('form.ok')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
