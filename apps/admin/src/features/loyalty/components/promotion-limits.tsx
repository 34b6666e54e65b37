import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LIMIT_CHECKS, type SectionProps } from './promotion-draft.ts';

/** The one-per-person checks (first deposit, registration) and the window they look back over. */
export function LimitsSection({
  draft,
  onChange,
  problems,
}: SectionProps<'limits' | 'windowDays', 'windowDays'>) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack" data-testid="promotion-limits">
      <legend>{t('promotions.limits.title')}</legend>
      <p className="muted">{t('promotions.limits.intro')}</p>
      {LIMIT_CHECKS.map((check) => (
        <label key={check} className="choice">
          <input
            type="checkbox"
            checked={draft.limits[check]}
            onChange={(e) => onChange({ limits: { ...draft.limits, [check]: e.target.checked } })}
          />
          {t(`promotions.limits.${check}`)}
        </label>
      ))}
      <div className="form-grid">
        <TextField
          label={t('promotions.limits.windowDays')}
          value={draft.windowDays}
          onValue={(windowDays) => onChange({ windowDays })}
          inputMode="numeric"
          error={problems.windowDays ? t('promotions.limits.windowInvalid') : null}
        />
      </div>
    </fieldset>
  );
}
