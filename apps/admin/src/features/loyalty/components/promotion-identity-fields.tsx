import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_KINDS, periodsOf, type PromotionKind } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { Period, SectionProps } from './promotion-draft.ts';

/** A new promotion's code, kind and period (set once: a saved promotion keeps them). */
export function IdentityFields({
  draft,
  onChange,
  onKind,
  problems,
}: SectionProps<'code' | 'kind' | 'period', 'code'> & {
  /** Another kind: the draft becomes a blank one of that kind, keeping what every kind has. */
  onKind: (kind: PromotionKind) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-grid">
      <TextField
        label={t('promotions.create.code')}
        value={draft.code}
        onValue={(code) => onChange({ code: code.toUpperCase() })}
        maxLength={40}
        autoComplete="off"
        hint={t('promotions.create.codeHint')}
        error={problems.code ? t('promotions.create.codeInvalid') : null}
        data-testid="promotion-code"
      />
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('promotions.create.kind')}</label>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(e) => onKind(e.target.value as PromotionKind)}
          data-testid="promotion-kind"
        >
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`promotions.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-period`}>{t('promotions.create.period')}</label>
        <select
          id={`${id}-period`}
          value={draft.period}
          onChange={(e) => onChange({ period: e.target.value as Period })}
          data-testid="promotion-period"
        >
          {periodsOf(draft.kind).map((p) => (
            <option key={p} value={p}>
              {t(`promotions.create.periods.${p}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
