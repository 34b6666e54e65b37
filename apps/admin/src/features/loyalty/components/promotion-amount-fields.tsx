import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EXPIRY_DAYS_MAX, type PromotionKind } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { SectionProps } from './promotion-draft.ts';
import { hasExpiry, isDepositKind, isPeriodicKind } from './promotion-terms.ts';

/** What the cap and the wagering multiple are called for a kind (fields and refusals alike). */
export function amountLabels(t: TFunction, kind: PromotionKind) {
  const deposit = isDepositKind(kind);
  const cap = deposit
    ? t('promotions.cap')
    : kind === 'FIXED'
      ? t('promotions.capFixed')
      : kind === 'REGISTRATION'
        ? t('promotions.capTopPrize')
        : t('promotions.capPerPeriod');
  const wagering = deposit ? t('promotions.wageringDeposit') : t('promotions.wageringPaid');
  return { cap, wagering };
}

type Fields = 'percent' | 'cap' | 'minDeposit' | 'minPayout' | 'wagering' | 'expiryDays';

/**
 * The amounts of the kind: a deposit's share and smallest deposit, the cap (top prize, per
 * period), a period's smallest payout, the wagering multiple and the days to complete it (every
 * kind but rebate and cash back; empty: no deadline).
 */
export function AmountFields({ draft, onChange, problems }: SectionProps<'kind' | Fields, Fields>) {
  const { t } = useTranslation();
  const deposit = isDepositKind(draft.kind);
  const labels = amountLabels(t, draft.kind);
  return (
    <>
      {deposit && (
        <TextField
          label={t('promotions.percent')}
          value={draft.percent}
          onValue={(percent) => onChange({ percent })}
          inputMode="decimal"
          error={problems.percent ? t('promotions.shareInvalid') : null}
          data-testid="promotion-percent"
        />
      )}
      <TextField
        label={labels.cap}
        value={draft.cap}
        onValue={(cap) => onChange({ cap })}
        inputMode="decimal"
        error={problems.cap ? t('promotions.capInvalid') : null}
        data-testid="promotion-cap"
      />
      {deposit && (
        <TextField
          label={t('promotions.minDeposit')}
          value={draft.minDeposit}
          onValue={(minDeposit) => onChange({ minDeposit })}
          inputMode="decimal"
          error={problems.minDeposit ? t('promotions.amountInvalid') : null}
          data-testid="promotion-min-deposit"
        />
      )}
      {isPeriodicKind(draft.kind) && (
        <TextField
          label={t('promotions.minPayout')}
          value={draft.minPayout}
          onValue={(minPayout) => onChange({ minPayout })}
          inputMode="decimal"
          error={problems.minPayout ? t('promotions.amountInvalid') : null}
        />
      )}
      <TextField
        label={labels.wagering}
        value={draft.wagering}
        onValue={(wagering) => onChange({ wagering })}
        inputMode="decimal"
        error={problems.wagering ? t('promotions.wageringInvalid') : null}
        data-testid="promotion-wagering"
      />
      {hasExpiry(draft.kind) && (
        <TextField
          label={t('promotions.expiryDays')}
          value={draft.expiryDays}
          onValue={(expiryDays) => onChange({ expiryDays })}
          inputMode="numeric"
          hint={t('promotions.expiryHint')}
          error={
            problems.expiryDays ? t('promotions.expiryInvalid', { max: EXPIRY_DAYS_MAX }) : null
          }
          data-testid="promotion-expiry-days"
        />
      )}
    </>
  );
}
