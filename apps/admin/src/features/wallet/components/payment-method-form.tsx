import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentMethodInput } from '@portal/contracts/admin-wallet';
import type { PaymentMethodType } from '@portal/contracts/wallet';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { isMoneyInput, parseSignedAmount } from '@portal/contracts/money';
import { isMultiplierInput } from '../../../lib/money.ts';
import { usePaymentGateways } from '../api/list-payment-gateways.ts';

/** contracts/wallet.ts PAYMENT_METHOD_TYPES, as a Record so a new type fails to compile here. */
const TYPES: Record<PaymentMethodType, true> = { BANK: true, EWALLET: true, GATEWAY: true };
export const PAYMENT_METHOD_TYPES = Object.keys(TYPES) as PaymentMethodType[];

interface Draft {
  code: string;
  type: PaymentMethodType;
  gateway: string;
  nameEn: string;
  nameBn: string;
  min: string;
  max: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  instructionsEn: string;
  instructionsBn: string;
  turnoverMultiplier: string;
  enabled: boolean;
  sortOrder: string;
}

const draftOf = (m: PaymentMethod | null): Draft => ({
  code: m?.code ?? '',
  type: m?.type ?? 'BANK',
  gateway: m?.gateway ?? '',
  nameEn: m?.nameEn ?? '',
  nameBn: m?.nameBn ?? '',
  min: m?.min ?? '',
  max: m?.max ?? '',
  accountName: m?.accountName ?? '',
  accountNumber: m?.accountNumber ?? '',
  bankName: m?.bankName ?? '',
  instructionsEn: m?.instructionsEn ?? '',
  instructionsBn: m?.instructionsBn ?? '',
  turnoverMultiplier: String(m?.turnoverMultiplier ?? 0),
  enabled: m?.enabled ?? true,
  sortOrder: String(m?.sortOrder ?? 0),
});

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

interface PaymentMethodFormProps {
  /** The method to edit; null adds a new one. */
  method: PaymentMethod | null;
  saving: boolean;
  onSave: (input: PaymentMethodInput) => void;
  onCancel: () => void;
}

/** Adds or edits a deposit method; the same checks as the server's PaymentMethodInput first. */
export function PaymentMethodForm({ method, saving, onSave, onCancel }: PaymentMethodFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(method));
  const [tried, setTried] = useState(false);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const min = parseSignedAmount(draft.min.trim());
  const max = parseSignedAmount(draft.max.trim());
  const sort = Number(draft.sortOrder);
  const isGateway = draft.type === 'GATEWAY';
  const gateways = usePaymentGateways(isGateway);
  // The method's own gateway stays choosable even when the server no longer configures it.
  const gatewayCodes = [
    ...(gateways.data ?? []),
    ...(draft.gateway && !gateways.data?.includes(draft.gateway) ? [draft.gateway] : []),
  ];
  const errors = {
    gateway: isGateway && !draft.gateway ? t('wallet.methods.gatewayRequired') : null,
    code: /^[A-Z0-9_]{2,32}$/.test(draft.code) ? null : t('wallet.methods.codeInvalid'),
    nameEn: draft.nameEn.trim() ? null : t('wallet.required'),
    nameBn: draft.nameBn.trim() ? null : t('wallet.required'),
    min: isMoneyInput(draft.min.trim()) ? null : t('wallet.amountInvalid'),
    max: !isMoneyInput(draft.max.trim())
      ? t('wallet.amountInvalid')
      : min !== null && max !== null && min > max
        ? t('wallet.minOverMax')
        : null,
    turnoverMultiplier: isMultiplierInput(draft.turnoverMultiplier.trim())
      ? null
      : t('wallet.multiplierInvalid'),
    sortOrder:
      /^\d{1,5}$/.test(draft.sortOrder.trim()) && sort <= 10_000
        ? null
        : t('wallet.methods.sortInvalid'),
  };
  const shown = (error: string | null) => (tried ? error : null);
  const valid = Object.values(errors).every((e) => e === null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    onSave({
      code: draft.code,
      type: draft.type,
      gateway: isGateway ? draft.gateway : null,
      nameEn: draft.nameEn.trim(),
      nameBn: draft.nameBn.trim(),
      min: draft.min.trim(),
      max: draft.max.trim(),
      accountName: optional(draft.accountName),
      accountNumber: optional(draft.accountNumber),
      bankName: optional(draft.bankName),
      instructionsEn: optional(draft.instructionsEn),
      instructionsBn: optional(draft.instructionsBn),
      turnoverMultiplier: Number(draft.turnoverMultiplier.trim()),
      enabled: draft.enabled,
      sortOrder: sort,
    });
  }

  return (
    <form className="card stack" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} style={{ margin: 0 }}>
        {method
          ? t('wallet.methods.editTitle', { code: method.code })
          : t('wallet.methods.addTitle')}
      </h3>
      <div className="form-grid">
        <TextField
          label={t('wallet.methods.code')}
          value={draft.code}
          onValue={(v) => set('code')(v.toUpperCase())}
          // The code is what deposits refer to: fixed once a method exists.
          readOnly={method !== null}
          autoComplete="off"
          maxLength={32}
          error={shown(errors.code)}
          hint={t('wallet.methods.codeHint')}
        />
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('wallet.methods.type')}</label>
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => set('type')(e.target.value as PaymentMethodType)}
          >
            {PAYMENT_METHOD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wallet.methodType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {isGateway && (
          <div className="field">
            <label htmlFor={`${id}-gateway`}>{t('wallet.methods.gateway')}</label>
            <select
              id={`${id}-gateway`}
              value={draft.gateway}
              onChange={(e) => set('gateway')(e.target.value)}
              aria-invalid={shown(errors.gateway) ? true : undefined}
              aria-describedby={
                shown(errors.gateway)
                  ? `${id}-gateway-error ${id}-gateway-hint`
                  : `${id}-gateway-hint`
              }
            >
              <option value="">{t('wallet.methods.gatewayChoose')}</option>
              {gatewayCodes.map((code) => (
                <option key={code} value={code}>
                  {gateways.data && !gateways.data.includes(code)
                    ? t('wallet.methods.gatewayMissing', { code })
                    : code}
                </option>
              ))}
            </select>
            <span id={`${id}-gateway-hint`} className="muted field-hint">
              {t('wallet.methods.gatewayHint')}
            </span>
            {shown(errors.gateway) && (
              <span id={`${id}-gateway-error`} className="field-error">
                {shown(errors.gateway)}
              </span>
            )}
          </div>
        )}
        <TextField
          label={t('wallet.methods.nameEn')}
          lang="en"
          value={draft.nameEn}
          onValue={set('nameEn')}
          maxLength={64}
          error={shown(errors.nameEn)}
        />
        <TextField
          label={t('wallet.methods.nameBn')}
          lang="bn"
          value={draft.nameBn}
          onValue={set('nameBn')}
          maxLength={64}
          error={shown(errors.nameBn)}
        />
        <TextField
          label={t('wallet.methods.min')}
          inputMode="decimal"
          value={draft.min}
          onValue={set('min')}
          error={shown(errors.min)}
        />
        <TextField
          label={t('wallet.methods.max')}
          inputMode="decimal"
          value={draft.max}
          onValue={set('max')}
          error={shown(errors.max)}
        />
        <TextField
          label={t('wallet.methods.bankName')}
          value={draft.bankName}
          onValue={set('bankName')}
          maxLength={200}
        />
        <TextField
          label={t('wallet.methods.accountName')}
          value={draft.accountName}
          onValue={set('accountName')}
          maxLength={200}
        />
        <TextField
          label={t('wallet.methods.accountNumber')}
          value={draft.accountNumber}
          onValue={set('accountNumber')}
          maxLength={200}
        />
        <TextField
          label={t('wallet.methods.turnover')}
          inputMode="decimal"
          value={draft.turnoverMultiplier}
          onValue={set('turnoverMultiplier')}
          error={shown(errors.turnoverMultiplier)}
          hint={t('wallet.methods.turnoverHint')}
        />
        <TextField
          label={t('wallet.methods.sortOrder')}
          inputMode="numeric"
          value={draft.sortOrder}
          onValue={set('sortOrder')}
          error={shown(errors.sortOrder)}
          hint={t('wallet.methods.sortHint')}
        />
        <label className="choice">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set('enabled')(e.target.checked)}
          />
          {t('wallet.methods.enabled')}
        </label>
        <div className="wide">
          <TextAreaField
            lang="en"
            label={t('wallet.methods.instructionsEn')}
            value={draft.instructionsEn}
            onValue={set('instructionsEn')}
            maxLength={200}
          />
        </div>
        <div className="wide">
          <TextAreaField
            lang="bn"
            label={t('wallet.methods.instructionsBn')}
            value={draft.instructionsBn}
            onValue={set('instructionsBn')}
            maxLength={200}
          />
        </div>
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
