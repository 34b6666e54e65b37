import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '@portal/contracts/games';
import type { GameWeights } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  WEIGHT_CATEGORIES,
  weightProblems,
  type SectionProps,
  type WeightCategory,
} from './promotion-draft.ts';

/** A weight's game category as the rates editor names it ('*': every other game type). */
export const weightCategoryLabel = (t: TFunction, category: WeightCategory) =>
  t(`promotions.categories.${category === '*' ? 'ANY' : category}`);

/**
 * How bets count toward the bonus's wagering (every kind but rebate and cash back): a whole
 * percent per game category, then for every other one; empty counts as every other game type
 * (in full when that is empty too), 0 leaves the category out.
 */
export function WeightsSection({ draft, onChange, problems }: SectionProps<'weights', 'weights'>) {
  const { t } = useTranslation();
  const refused = weightProblems(draft.weights);
  return (
    <fieldset className="stack" data-testid="promotion-weights">
      <legend>{t('promotions.weights.title')}</legend>
      <p className="muted">{t('promotions.weights.intro')}</p>
      <div className="form-grid">
        {WEIGHT_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={t('promotions.weights.label', {
              category: weightCategoryLabel(t, category),
            })}
            value={draft.weights[category]}
            onValue={(text) => onChange({ weights: { ...draft.weights, [category]: text } })}
            inputMode="numeric"
            hint={category === '*' ? t('promotions.weights.otherHint') : undefined}
            error={problems.weights && refused[category] ? t('promotions.weights.invalid') : null}
            data-testid={`promotion-weight-${category}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * How bets count toward the wagering: each game category with a weight ("Live casino bets count
 * 10%", "Sports bets do not count"), then every other one (its weight, else in full).
 */
export function WeightsPreview({ weights }: { weights: GameWeights }) {
  const { t } = useTranslation();
  const other = weights['*'];
  if (Object.keys(weights).length === 0) {
    return (
      <p className="muted" data-testid="preview-weights">
        {t('promotions.preview.weightsNone')}
      </p>
    );
  }
  const lines = CATEGORY_CODES.flatMap((c) => {
    const weight = weights[c];
    if (weight === undefined) return [];
    const category = weightCategoryLabel(t, c);
    return [
      weight === 0
        ? t('promotions.preview.weightNone', { category })
        : t('promotions.preview.weight', { category, percent: weight }),
    ];
  });
  lines.push(
    other === undefined
      ? t('promotions.preview.otherFull')
      : other === 0
        ? t('promotions.preview.otherNone')
        : t('promotions.preview.other', { percent: other }),
  );
  return (
    <ul
      className="muted"
      style={{ margin: 0 }}
      aria-label={t('promotions.preview.weightsTitle')}
      data-testid="preview-weights"
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
