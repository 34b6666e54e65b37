import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Withdrawal } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { useReportNotReceived } from '../api/report-not-received.ts';
import { PROOF_MAX_FILES, validateProofFiles } from '../../../lib/proof-files.ts';
import { ProofPicker, useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import styles from './wallet.module.css';

const NOTE_MAX = 500;

interface NotReceivedModalProps {
  withdrawal: Withdrawal;
  symbol: string;
  onClose: () => void;
  onDone: () => void;
}

/** "Not received": a note and 1–3 png/jpg images (≤ 5 MB each), sent as multipart. */
export function NotReceivedModal({ withdrawal, symbol, onClose, onDone }: NotReceivedModalProps) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const report = useReportNotReceived();
  const proofText = useProofProblemText();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const proofProblem = validateProofFiles(files);
  const shownProblem = proofProblem && (isSubmitted || proofProblem.key !== 'required');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (proofProblem || report.isPending) return;
    report.mutate(
      { id: withdrawal.id, note, files },
      { onSuccess: onDone, onError: (error) => setFormError(errorText(error, t)) },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !report.isPending) onClose();
      }}
      title={t('wallet.withdraw.notReceivedTitle')}
      size="md"
      testId="not-received-modal"
    >
      <form className={`${styles.form} ${styles.modalForm}`} onSubmit={handleSubmit} noValidate>
        <p className={styles.hint}>
          {t('wallet.withdraw.notReceivedLead', {
            orderNo: withdrawal.orderNo,
            amount: `${symbol} ${formatMoney(withdrawal.amount, i18n.language)}`,
          })}
        </p>
        <div className={styles.field}>
          <label htmlFor={noteId} className={styles.label}>
            {t('wallet.withdraw.note')}
          </label>
          <textarea
            id={noteId}
            className={styles.textarea}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('wallet.withdraw.notePlaceholder')}
            disabled={report.isPending}
            data-testid="not-received-note"
          />
          <span className={styles.counter} aria-live="polite">
            {formatCount(note.length, i18n.language)} / {formatCount(NOTE_MAX, i18n.language)}
          </span>
        </div>
        <ProofPicker
          files={files}
          onFilesChange={setFiles}
          max={PROOF_MAX_FILES}
          label={t('wallet.withdraw.proofLabel')}
          error={shownProblem ? proofText(proofProblem) : null}
          disabled={report.isPending}
          testId="not-received-proof"
        />
        {formError && <Notice tone="danger">{formError}</Notice>}
        <div className={`${styles.actions} ${styles.modalActions}`}>
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending} data-testid="not-received-submit">
            {report.isPending ? t('form.submitting') : t('wallet.withdraw.notReceivedSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
