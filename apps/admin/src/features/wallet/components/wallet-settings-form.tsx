import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletSettings, WalletSettingsInput } from '@portal/contracts/admin-wallet';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isMoneyInput, parseAmount, parseSignedAmount } from '@portal/contracts/money';

type MoneyKey =
  | 'withdrawMin'
  | 'withdrawMax'
  | 'transferMin'
  | 'transferMax'
  | 'transferDailyMax'
  | 'twoPersonThreshold';
type CountKey = 'withdrawDailyCount' | 'confirmTimeoutMinutes';
type Draft = Record<MoneyKey | CountKey, string>;

/** Whole numbers and their bounds (contracts: WalletSettingsInputSchema). */
const COUNTS: Record<CountKey, { min: number; max: number }> = {
  withdrawDailyCount: { min: 1, max: 100 },
  confirmTimeoutMinutes: { min: 5, max: 10_080 },
};

const draftOf = (s: WalletSettings): Draft => ({
  withdrawMin: s.withdrawMin,
  withdrawMax: s.withdrawMax,
  withdrawDailyCount: String(s.withdrawDailyCount),
  confirmTimeoutMinutes: String(s.confirmTimeoutMinutes),
  transferMin: s.transferMin,
  transferMax: s.transferMax,
  transferDailyMax: s.transferDailyMax,
  twoPersonThreshold: s.twoPersonThreshold,
});

interface WalletSettingsFormProps {
  settings: WalletSettings;
  canEdit: boolean;
  saving: boolean;
  onSave: (input: WalletSettingsInput) => void;
}

/**
 * Withdrawal and transfer limits (the daily transfer cap too), the confirmation timeout and the
 * two-person threshold.
 */
export function WalletSettingsForm({ settings, canEdit, saving, onSave }: WalletSettingsFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [tried, setTried] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const money = (key: MoneyKey) =>
    isMoneyInput(draft[key].trim()) ? null : t('wallet.amountInvalid');
  const count = (key: CountKey) => {
    const { min, max } = COUNTS[key];
    const value = Number(draft[key]);
    return /^\d+$/.test(draft[key].trim()) && value >= min && value <= max
      ? null
      : t('wallet.settings.between', { min, max });
  };
  const pair = (low: MoneyKey, high: MoneyKey) => {
    const a = parseSignedAmount(draft[low].trim());
    const b = parseSignedAmount(draft[high].trim());
    return money(high) ?? (a !== null && b !== null && a > b ? t('wallet.minOverMax') : null);
  };
  /** 0 (no cap), or at least the minimum transfer (a lower cap would refuse every transfer). */
  const dailyCap = () => {
    const cap = parseAmount(draft.transferDailyMax.trim());
    const min = parseSignedAmount(draft.transferMin.trim());
    return cap === null || (cap > 0n && min !== null && cap < min)
      ? t('wallet.settings.transferDailyMaxInvalid')
      : null;
  };
  const errors: Record<keyof Draft, string | null> = {
    withdrawMin: money('withdrawMin'),
    withdrawMax: pair('withdrawMin', 'withdrawMax'),
    withdrawDailyCount: count('withdrawDailyCount'),
    confirmTimeoutMinutes: count('confirmTimeoutMinutes'),
    transferMin: money('transferMin'),
    transferMax: pair('transferMin', 'transferMax'),
    transferDailyMax: dailyCap(),
    twoPersonThreshold: money('twoPersonThreshold'),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    onSave({
      withdrawMin: draft.withdrawMin.trim(),
      withdrawMax: draft.withdrawMax.trim(),
      withdrawDailyCount: Number(draft.withdrawDailyCount),
      confirmTimeoutMinutes: Number(draft.confirmTimeoutMinutes),
      transferMin: draft.transferMin.trim(),
      transferMax: draft.transferMax.trim(),
      transferDailyMax: draft.transferDailyMax.trim(),
      twoPersonThreshold: draft.twoPersonThreshold.trim(),
    });
  }

  const field = (key: keyof Draft, numeric: boolean, hint?: string) => (
    <TextField
      label={t(`wallet.settings.${key}`)}
      inputMode={numeric ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={draft[key]}
      onValue={set(key)}
      readOnly={!canEdit}
      error={tried ? errors[key] : null}
      hint={hint}
    />
  );

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate>
      <div className="form-grid">
        {field('withdrawMin', false)}
        {field('withdrawMax', false)}
        {field('withdrawDailyCount', true)}
        {field('confirmTimeoutMinutes', true, t('wallet.settings.confirmTimeoutHint'))}
        {field('transferMin', false)}
        {field('transferMax', false)}
        {field('transferDailyMax', false, t('wallet.settings.transferDailyMaxHint'))}
        {field('twoPersonThreshold', false, t('wallet.settings.twoPersonHint'))}
      </div>
      {canEdit && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={saving || !isDirty}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      )}
    </form>
  );
}
