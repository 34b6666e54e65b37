import { useTranslation } from 'react-i18next';
import { RATE_CATEGORIES, VIP_MAX_LEVELS } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isMoneyInput } from '@portal/contracts/money';
import { percentToBp } from '../../../lib/money.ts';

/** A rate line as typed: a rebate's category, or a cash back's band (smallest net loss). */
export interface RateDraft {
  key: number;
  /** Rebate: the line applies from this VIP level up (a level's lines replace the lower's). */
  vipLevel: number;
  category: string;
  threshold: string;
  percent: string;
}

let nextKey = 1;
export const newRateKey = () => nextKey++;

/** The problem with a typed line, if any (shown under its field). */
export function rateProblems(line: RateDraft, bands: boolean) {
  return {
    percent: percentToBp(line.percent) === null,
    threshold: bands && line.threshold !== '0' && !isMoneyInput(line.threshold),
  };
}

/**
 * The rate lines of a rebate (a rate per game category, '*' for the rest) or a cash back (a rate
 * per band of net loss): edit, add, remove.
 */
export function RatesEditor({
  lines,
  bands,
  disabled,
  onChange,
}: {
  lines: RateDraft[];
  bands: boolean;
  disabled: boolean;
  onChange: (lines: RateDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (key: number, patch: Partial<RateDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className="stack" data-testid="rates-editor">
      <legend>{bands ? t('promotions.bandsTitle') : t('promotions.ratesTitle')}</legend>
      {lines.map((line, i) => {
        const problems = rateProblems(line, bands);
        return (
          <div className="form-grid" key={line.key} data-testid="rate-line">
            {bands ? (
              <TextField
                label={t('promotions.lossFrom', { n: i + 1 })}
                value={line.threshold}
                onValue={(threshold) => set(line.key, { threshold })}
                inputMode="decimal"
                disabled={disabled}
                error={problems.threshold ? t('promotions.amountInvalid') : null}
              />
            ) : (
              <div className="field">
                <label htmlFor={`rate-level-${line.key}`}>
                  {t('promotions.vipLevel', { n: i + 1 })}
                </label>
                <select
                  id={`rate-level-${line.key}`}
                  value={line.vipLevel}
                  disabled={disabled}
                  onChange={(e) => set(line.key, { vipLevel: Number(e.target.value) })}
                >
                  {Array.from({ length: VIP_MAX_LEVELS }, (_, level) => (
                    <option key={level} value={level}>
                      {level === 0
                        ? t('promotions.vipEveryone')
                        : t('promotions.vipFrom', { level })}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {!bands && (
              <div className="field">
                <label htmlFor={`rate-category-${line.key}`}>
                  {t('promotions.category', { n: i + 1 })}
                </label>
                <select
                  id={`rate-category-${line.key}`}
                  value={line.category}
                  disabled={disabled}
                  onChange={(e) => set(line.key, { category: e.target.value })}
                >
                  {RATE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`promotions.categories.${c === '*' ? 'ANY' : c}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <TextField
              label={t('promotions.ratePercent', { n: i + 1 })}
              value={line.percent}
              onValue={(percent) => set(line.key, { percent })}
              inputMode="decimal"
              disabled={disabled}
              error={problems.percent ? t('promotions.rateInvalid') : null}
            />
            {!disabled && (
              <div className="field" style={{ alignSelf: 'end' }}>
                <button
                  type="button"
                  className="btn"
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  {t('promotions.removeRate', { n: i + 1 })}
                </button>
              </div>
            )}
          </div>
        );
      })}
      {!disabled && (
        <div className="row">
          <button
            type="button"
            className="btn"
            data-testid="rate-add"
            onClick={() =>
              onChange([
                ...lines,
                {
                  key: newRateKey(),
                  vipLevel: 0,
                  category: '*',
                  threshold: bands ? '' : '0',
                  percent: '',
                },
              ])
            }
          >
            {t('promotions.addRate')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
