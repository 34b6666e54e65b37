import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STATUSES } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { Draft, SectionProps } from './promotion-draft.ts';

/** Whether the promotion runs: active, paused or closed. */
export function StatusField({ draft, onChange }: Omit<SectionProps<'status'>, 'problems'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-status`}>{t('promotions.status')}</label>
      <select
        id={`${id}-status`}
        value={draft.status}
        onChange={(e) => onChange({ status: e.target.value as Draft['status'] })}
        data-testid="promotion-status"
      >
        {PROMOTION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`promotions.statuses.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** When the promotion runs: its start (empty: now) and end (empty: none), in local time. */
export function ScheduleFields({
  draft,
  onChange,
  problems,
  creating,
}: SectionProps<'startsAt' | 'endsAt', 'endsAt'> & { creating: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('promotions.startsAt')}
        type="datetime-local"
        value={draft.startsAt}
        onValue={(startsAt) => onChange({ startsAt })}
        hint={creating ? t('promotions.startsHint') : undefined}
        data-testid="promotion-starts"
      />
      <TextField
        label={t('promotions.endsAt')}
        type="datetime-local"
        value={draft.endsAt}
        onValue={(endsAt) => onChange({ endsAt })}
        hint={t('promotions.endsHint')}
        error={problems.endsAt ? t('promotions.endInvalid') : null}
        data-testid="promotion-ends"
      />
    </>
  );
}
