import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Notice } from './notice.tsx';
import styles from './dialog-form.module.css';

interface FormDialogProps {
  title: string;
  testId: string;
  /** While sent, Escape and the close button do nothing: the answer is waited for. */
  isPending: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small form dialog (lazy chunks only: keep it out of the first bundle): its body, then the
 * form and a DialogFormFooter, or what was done.
 */
export function FormDialog({ title, testId, isPending, onClose, children }: FormDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      title={title}
      size="sm"
      testId={testId}
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}

interface DialogFormFooterProps {
  /** The failed submit's message, in a danger notice; null: none. */
  error: string | null;
  errorTestId: string;
  submitLabel: string;
  submitTestId: string;
  /** While sent: both buttons are off and Submit says so. */
  isPending: boolean;
  /** Submit is off for another reason too (e.g. no payment password set yet). */
  isBlocked?: boolean;
  onCancel: () => void;
}

/** The end of a form dialog's form: the failed submit's message, then Cancel and Submit. */
export function DialogFormFooter({
  error,
  errorTestId,
  submitLabel,
  submitTestId,
  isPending,
  isBlocked = false,
  onCancel,
}: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Notice tone="danger" testId={errorTestId}>
          {error}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending || isBlocked} data-testid={submitTestId}>
          {isPending ? t('form.submitting') : submitLabel}
        </Button>
      </div>
    </>
  );
}
