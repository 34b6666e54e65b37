import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';

interface ToggleProps {
  checked: boolean;
  /** Accessible name of the switch, e.g. "Lotus Lantern: hot". */
  label: string;
  /** Without the right to change it, the value shows as text instead of a switch. */
  canEdit: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no setting of a catalog row: a switch for editors, a badge for readers. */
export function Toggle({ checked, label, canEdit, busy, onChange }: ToggleProps) {
  const { t } = useTranslation();
  if (!canEdit) {
    return (
      <span className={`badge ${checked ? 'badge-ok' : ''}`}>
        {checked ? t('common.yes') : t('common.no')}
      </span>
    );
  }
  return (
    <label className={`choice ${styles.switch}`}>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={checked}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
