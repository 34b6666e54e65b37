import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Icon } from './icons/icon.tsx';
import { formatCount } from '../../lib/format.ts';
import { PROOF_ACCEPT, PROOF_MAX_FILES, type ProofSetProblem } from '../../lib/proof-files.ts';
import fieldStyles from './field.module.css';
import styles from './proof-picker.module.css';

/** The translated sentence for a receipt problem. */
export function useProofProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: ProofSetProblem | null): string | null => {
    if (!problem) return null;
    switch (problem.key) {
      case 'required':
        return t('wallet.proof.required');
      case 'tooMany':
        return t('wallet.proof.tooMany', { max: formatCount(problem.max, i18n.language) });
      case 'type':
        return t('wallet.proof.type', { name: problem.name });
      case 'size':
        return t('wallet.proof.size', { name: problem.name });
    }
  };
}

/** A preview of a picked image, read locally (nothing is uploaded before submit). */
function ProofThumb({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isLive = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (isLive && typeof reader.result === 'string') setSrc(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      isLive = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return src ? (
    <img src={src} alt={alt} />
  ) : (
    <span className={styles.thumb} role="img" aria-label={alt}>
      <Icon name="image" size={28} />
    </span>
  );
}

interface ProofPickerProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  max?: number;
  label: string;
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

/** Picks PNG/JPG images (receipts, feedback) with previews; files can be removed one by one. Its strings (wallet.proof.*) come with the player-centre bundle. */
export function ProofPicker({
  files,
  onFilesChange,
  max = PROOF_MAX_FILES,
  label,
  error,
  disabled,
  testId = 'proof',
}: ProofPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  return (
    <div className={fieldStyles.field} data-testid={testId}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <p className={styles.hint} id={`${id}-hint`}>
        {t('wallet.proof.hint', { max: formatCount(max, i18n.language) })}
      </p>
      {files.length > 0 && (
        <ul className={styles.files} aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <ProofThumb file={file} alt={t('wallet.proof.previewAlt', { name: file.name })} />
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className={styles.fileRemove}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                aria-label={t('wallet.proof.remove', { name: file.name })}
                disabled={disabled}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={PROOF_ACCEPT}
        multiple={max > 1}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length === 0) return;
          onFilesChange(max > 1 ? [...files, ...picked] : picked.slice(0, 1));
        }}
        data-testid={`${testId}-input`}
      />
      {files.length < max && (
        <div className={styles.fileRow}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
          >
            <Icon name="upload" size={16} />
            {files.length > 0 ? t('wallet.proof.addMore') : t('wallet.proof.choose')}
          </Button>
        </div>
      )}
      {error && (
        <p className={fieldStyles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
