import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmActionProps {
  label: string;
  /** The question shown before anything happens. */
  question: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** A button that asks first: the question and Confirm / Cancel appear in place. */
export function ConfirmAction({ label, question, danger, busy, onConfirm }: ConfirmActionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <button
        type="button"
        className={danger ? 'btn btn-danger' : 'btn'}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      className="card"
      style={{ inlineSize: '100%' }}
    >
      <p id={questionId} style={{ marginBlockStart: 0 }}>
        {question}
      </p>
      <div className="row">
        <button
          type="button"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={busy}
          autoFocus
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {t('common.confirm')}
        </button>
        <button type="button" className="btn" onClick={() => setAsking(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
