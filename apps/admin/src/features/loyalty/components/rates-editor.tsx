import { useTranslation } from 'react-i18next';
import { RATE_CATEGORIES, VIP_MAX_LEVELS } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bpToPercent } from '../../../lib/money.ts';
import { chanceBp, weightOf, type LineMode } from './promotion-terms.ts';
import { lineProblems, newRateLine, type RateDraft } from './rate-lines.ts';

/**
 * The rate lines of a promotion, by its kind: a rebate's rate per game category ('*' for the
 * rest) from a VIP level up; a cash back's rate per net-loss band; a reload's rate per deposit
 * band; a registration bonus's prizes with their weights and the chance each gives. Edit, add,
 * remove; problems show once a save was tried.
 */
export function RatesEditor({
  lines,
  mode,
  cap,
  disabled,
  showErrors,
  onChange,
}: {
  lines: RateDraft[];
  mode: Exclude<LineMode, 'none'>;
  /** The top prize (prizes only): no prize may be above it. */
  cap: bigint | null;
  disabled: boolean;
  showErrors: boolean;
  onChange: (lines: RateDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (key: number, patch: Partial<RateDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const problems = lineProblems(lines, mode, cap);
  const shown = (bad: boolean, message: string) => (showErrors && bad ? message : null);
  const prizes = mode === 'prizes';
  const total = prizes ? lines.reduce((sum, l) => sum + (weightOf(l.rate) ?? 0), 0) : 0;
  const legend = {
    rates: t('promotions.ratesTitle'),
    lossBands: t('promotions.bandsTitle'),
    depositBands: t('promotions.depositBandsTitle'),
    prizes: t('promotions.prizesTitle'),
  }[mode];
  const intro =
    mode === 'depositBands'
      ? t('promotions.depositBandsIntro')
      : prizes
        ? t('promotions.prizesIntro')
        : null;

  return (
    <fieldset className="stack" data-testid="rates-editor">
      <legend>{legend}</legend>
      {intro && <p className="muted">{intro}</p>}
      {lines.map((line, i) => {
        const p = problems[i]!;
        const n = i + 1;
        const weight = prizes ? weightOf(line.rate) : null;
        const thresholdLabel =
          mode === 'lossBands'
            ? t('promotions.lossFrom', { n })
            : mode === 'depositBands'
              ? t('promotions.depositFrom', { n })
              : t('promotions.prizeAmount', { n });
        return (
          <div className="form-grid" key={line.key} data-testid="rate-line">
            {mode === 'rates' ? (
              <>
                <div className="field">
                  <label htmlFor={`rate-level-${line.key}`}>
                    {t('promotions.vipLevel', { n })}
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
                <div className="field">
                  <label htmlFor={`rate-category-${line.key}`}>
                    {t('promotions.category', { n })}
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
                  {showErrors && p.twice && (
                    <span className="field-error">{t('promotions.lineTwice')}</span>
                  )}
                </div>
              </>
            ) : (
              <TextField
                label={thresholdLabel}
                value={line.threshold}
                onValue={(threshold) => set(line.key, { threshold })}
                inputMode="decimal"
                disabled={disabled}
                error={
                  shown(
                    p.threshold,
                    prizes ? t('promotions.capInvalid') : t('promotions.amountInvalid'),
                  ) ??
                  shown(p.aboveCap, t('promotions.prizeAboveCap')) ??
                  shown(p.twice, t('promotions.lineTwice'))
                }
              />
            )}
            <TextField
              label={
                prizes ? t('promotions.prizeWeight', { n }) : t('promotions.ratePercent', { n })
              }
              value={line.rate}
              onValue={(rate) => set(line.key, { rate })}
              inputMode={prizes ? 'numeric' : 'decimal'}
              disabled={disabled}
              hint={
                weight !== null
                  ? t('promotions.chance', { chance: bpToPercent(chanceBp(weight, total)) })
                  : undefined
              }
              error={shown(
                p.rate,
                prizes ? t('promotions.weightInvalid') : t('promotions.rateInvalid'),
              )}
            />
            {!disabled && (
              <div className="field" style={{ alignSelf: 'end' }}>
                <button
                  type="button"
                  className="btn"
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  {prizes ? t('promotions.removePrize', { n }) : t('promotions.removeRate', { n })}
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
            disabled={lines.length >= 200}
            onClick={() => onChange([...lines, newRateLine(mode)])}
          >
            {prizes ? t('promotions.addPrize') : t('promotions.addRate')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
