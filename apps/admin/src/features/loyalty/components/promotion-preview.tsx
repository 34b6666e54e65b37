import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '@portal/contracts/games';
import {
  cashBackFor,
  depositBonus,
  rebateFor,
  type GameWeights,
  type PromotionKind,
} from '@portal/contracts/loyalty';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { bpToPercent, percentToBp } from '../../../lib/money.ts';
import {
  chanceBp,
  expectedPrize,
  isDepositKind,
  prizesOf,
  wageringFor,
} from './promotion-terms.ts';
import { WeightsPreview } from './promotion-weights.tsx';
import type { RateDraft } from './rate-lines.ts';

/** The terms being edited, as the preview reads them (typed values not parsed yet). */
export interface PreviewTerms {
  kind: PromotionKind;
  percentBp: number | null;
  cap: string;
  minDeposit: string;
  minPayout: string;
  /** Null while the typed multiple does not read. */
  wageringCenti: number | null;
  lines: RateDraft[];
  /** The game weights that read (empty: every bet in full); null: the kind has none. */
  weights: GameWeights | null;
  /** Days to complete the wagering that read; null: no deadline (or the kind has none). */
  expiryDays: number | null;
}

const money = (minor: bigint) => formatMoney(formatAmount(minor));

/** The bands that read (threshold, rate in basis points); the others wait until they do. */
function bandsOf(lines: readonly RateDraft[]) {
  return lines.flatMap((l) => {
    const rateBp = percentToBp(l.rate);
    const threshold = parseAmount(l.threshold.trim() || '0');
    return rateBp !== null && threshold !== null ? [{ threshold, rateBp }] : [];
  });
}

/** A deposit bonus on a sample deposit, with the wagering it asks for. */
function DepositPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const [sample, setSample] = useState('10000');
  const deposit = parseAmount(sample.trim());
  const cap = parseAmount(terms.cap.trim());
  const minDeposit = parseAmount(terms.minDeposit.trim() || '0');
  const bands = terms.kind === 'RELOAD' ? bandsOf(terms.lines) : [];
  const below = deposit !== null && minDeposit !== null && deposit < minDeposit;
  const bonus =
    deposit !== null && cap !== null && terms.percentBp !== null && !below
      ? depositBonus(deposit, { percentBp: terms.percentBp, capAmount: cap, bands })
      : null;
  return (
    <>
      <div className="form-grid">
        <TextField
          label={
            terms.kind === 'FIRST_DEPOSIT'
              ? t('promotions.preview.deposit')
              : t('promotions.preview.sampleDeposit')
          }
          value={sample}
          onValue={setSample}
          inputMode="decimal"
          data-testid="preview-amount"
        />
      </div>
      <p aria-live="polite" data-testid="preview-result">
        {below
          ? t('promotions.preview.belowMin')
          : bonus === null
            ? t('promotions.preview.incomplete')
            : t('promotions.preview.result', { amount: money(bonus) })}
      </p>
      {bonus !== null && bonus > 0n && terms.wageringCenti !== null && deposit !== null && (
        <p className="muted" data-testid="preview-wagering">
          {t('promotions.preview.wageringDeposit', {
            amount: money(wageringFor(deposit + bonus, terms.wageringCenti)),
          })}
        </p>
      )}
    </>
  );
}

/** A fixed reward: the amount and the wagering it asks for. */
function FixedPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const cap = parseAmount(terms.cap.trim());
  const amount = cap !== null && cap > 0n ? cap : null;
  return (
    <>
      <p aria-live="polite" data-testid="preview-result">
        {amount === null
          ? t('promotions.preview.incomplete')
          : t('promotions.preview.result', { amount: money(amount) })}
      </p>
      {amount !== null && terms.wageringCenti !== null && (
        <p className="muted" data-testid="preview-wagering">
          {t('promotions.preview.wageringPaid', {
            amount: money(wageringFor(amount, terms.wageringCenti)),
          })}
        </p>
      )}
    </>
  );
}

/** A registration bonus: each prize with its chance, and what a member costs on average. */
function PrizesPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const prizes = prizesOf(terms.lines);
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (prizes.length === 0) {
    return (
      <p aria-live="polite" data-testid="preview-result">
        {t('promotions.preview.incomplete')}
      </p>
    );
  }
  return (
    <>
      <div className="table-wrap">
        <table data-testid="preview-prizes">
          <thead>
            <tr>
              <th scope="col" className="amount">
                {t('promotions.preview.prize')}
              </th>
              <th scope="col" className="amount">
                {t('promotions.preview.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((p, i) => (
              <tr key={i}>
                <td className="amount">{money(p.amount)}</td>
                <td className="amount">
                  {t('promotions.percentValue', { value: bpToPercent(chanceBp(p.weight, total)) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite" data-testid="preview-result">
        {t('promotions.preview.expected', { amount: money(expectedPrize(prizes)) })}
      </p>
    </>
  );
}

/** A rebate on a period's valid bets on one game type, or a cash back on a period's net loss. */
function PeriodPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const id = useId();
  const [sample, setSample] = useState('10000');
  const [category, setCategory] = useState(
    terms.lines.find((l) => l.category !== '*')?.category ?? 'RNG',
  );
  const amount = parseAmount(sample.trim());
  const cap = parseAmount(terms.cap.trim());
  const minPayout = parseAmount(terms.minPayout.trim()) ?? 0n;
  let result: bigint | null = null;
  if (amount !== null && cap !== null) {
    if (terms.kind === 'REBATE') {
      const rates = new Map<string, number>();
      // The sample member is at level 0 (the VIP levels' own lines are theirs).
      for (const l of terms.lines.filter((x) => x.vipLevel === 0)) {
        const bp = percentToBp(l.rate);
        if (bp !== null) rates.set(l.category, bp);
      }
      result = rebateFor(new Map([[category, amount]]), { rates, capAmount: cap, minPayout });
    } else {
      result = cashBackFor(amount, { bands: bandsOf(terms.lines), capAmount: cap, minPayout });
    }
  }
  return (
    <>
      <div className="form-grid">
        <TextField
          label={
            terms.kind === 'REBATE'
              ? t('promotions.preview.validStake')
              : t('promotions.preview.netLoss')
          }
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
          : t('promotions.preview.result', { amount: money(result) })}
      </p>
    </>
  );
}

/**
 * What a sample member would receive under the terms being edited, by the formulas the server
 * pays with (contracts/loyalty): a deposit's bonus and its wagering, a fixed reward, a
 * registration bonus's prizes with their chances and the expected cost per member, a period's
 * rebate on valid bets or cash back on net loss; the wagering's deadline, and how bets count
 * toward the wagering.
 */
export function PromotionPreview({ terms }: { terms: PreviewTerms }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="stack" aria-labelledby={`${id}-title`} data-testid="promotion-preview">
      <h3 id={`${id}-title`} style={{ margin: 0 }}>
        {t('promotions.preview.title')}
      </h3>
      {isDepositKind(terms.kind) ? (
        <DepositPreview terms={terms} />
      ) : terms.kind === 'FIXED' ? (
        <FixedPreview terms={terms} />
      ) : terms.kind === 'REGISTRATION' ? (
        <PrizesPreview terms={terms} />
      ) : (
        <PeriodPreview terms={terms} />
      )}
      {terms.expiryDays !== null && (
        <p className="muted" data-testid="preview-expiry">
          {t('promotions.preview.expiry', { days: terms.expiryDays })}
        </p>
      )}
      {terms.weights && <WeightsPreview weights={terms.weights} />}
    </section>
  );
}
