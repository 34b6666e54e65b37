import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
