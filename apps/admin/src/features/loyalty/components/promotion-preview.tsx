import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '@portal/contracts/games';
import { cashBackFor, depositBonus, rebateFor } from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { percentToBp } from '../../../lib/money.ts';
import type { RateDraft } from './rates-editor.tsx';

/** The terms being edited, as the preview reads them (typed values not parsed yet). */
export interface PreviewTerms {
  kind: 'FIRST_DEPOSIT' | 'REBATE' | 'CASHBACK';
  percentBp: number | null;
  cap: string;
  minPayout: string;
  lines: RateDraft[];
}

/**
 * What a sample member would receive under the terms being edited, by the formulas the server
 * pays with (contracts/loyalty): a deposit for a first-deposit bonus, a day's valid stake on one
 * game category for a rebate, a period's net loss for a cash back.
 */
export function PromotionPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const id = useId();
  const [sample, setSample] = useState('10000');
  const [category, setCategory] = useState(
    terms.lines.find((l) => l.category !== '*')?.category ?? 'RNG',
  );
  const amount = parseAmount(sample);
  const cap = parseAmount(terms.cap);
  const minPayout = parseAmount(terms.minPayout) ?? 0n;
  let result: bigint | null = null;
  if (amount !== null && cap !== null) {
    if (terms.kind === 'FIRST_DEPOSIT' && terms.percentBp !== null) {
      result = depositBonus(amount, { percentBp: terms.percentBp, capAmount: cap });
    } else if (terms.kind === 'REBATE') {
      const rates = new Map<string, number>();
      // The sample member is at level 0 (the VIP levels' own lines are theirs).
      for (const l of terms.lines.filter((x) => x.vipLevel === 0)) {
        const bp = percentToBp(l.percent);
        if (bp !== null) rates.set(l.category, bp);
      }
      result = rebateFor(new Map([[category, amount]]), { rates, capAmount: cap, minPayout });
    } else if (terms.kind === 'CASHBACK') {
      const bands = terms.lines.flatMap((l) => {
        const bp = percentToBp(l.percent);
        const threshold = parseAmount(l.threshold || '0');
        return bp !== null && threshold !== null ? [{ threshold, rateBp: bp }] : [];
      });
      result = cashBackFor(amount, { bands, capAmount: cap, minPayout });
    }
  }
  const label =
    terms.kind === 'FIRST_DEPOSIT'
      ? t('promotions.preview.deposit')
      : terms.kind === 'REBATE'
        ? t('promotions.preview.validStake')
        : t('promotions.preview.netLoss');
  return (
    <section className="stack" aria-labelledby={`${id}-title`} data-testid="promotion-preview">
      <h3 id={`${id}-title`} style={{ margin: 0 }}>
        {t('promotions.preview.title')}
      </h3>
      <div className="form-grid">
        <TextField
          label={label}
          value={sample}
          onValue={setSample}
          inputMode="decimal"
          data-testid="preview-amount"
        />
        {terms.kind === 'REBATE' && (
          <div className="field">
            <label htmlFor={`${id}-category`}>{t('promotions.preview.category')}</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              {CATEGORY_CODES.map((c) => (
                <option key={c} value={c}>
                  {t(`promotions.categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p aria-live="polite" data-testid="preview-result">
        {result === null
          ? t('promotions.preview.incomplete')
          : t('promotions.preview.result', { amount: formatMoney(formatAmount(result)) })}
      </p>
    </section>
  );
}
