import { useTranslation } from 'react-i18next';
import { useUrlPage } from '../../../lib/use-url-page.ts';

const ALL = 'ALL';

/**
 * The status filter kept in the address (`?status=`): absent means the queue's default, `ALL`
 * every status. Changing it starts again at page one.
 */
export function useStatusFilter<S extends string>(statuses: readonly S[], fallback: S | null) {
  const page = useUrlPage();
  const raw = page.params.get('status');
  const status: S | null = raw === ALL ? null : (statuses.find((s) => s === raw) ?? fallback);
  function setStatus(next: S | null) {
    page.setParams({ status: next ?? ALL });
  }
  return { ...page, status, setStatus };
}

interface StatusFilterProps<S extends string> {
  statuses: readonly S[];
  value: S | null;
  label: (status: S) => string;
  onChange: (status: S | null) => void;
}

/** The status select of a queue, with "All statuses" first. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  label,
  onChange,
}: StatusFilterProps<S>) {
  const { t } = useTranslation();
  return (
    <div className="filters">
      <label>
        {t('wallet.statusFilter')}
        <select
          value={value ?? ALL}
          onChange={(e) => onChange(statuses.find((s) => s === e.target.value) ?? null)}
        >
          <option value={ALL}>{t('wallet.allStatuses')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
