import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import { VIP_MAX_LEVELS } from '@portal/contracts/loyalty';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUiStore } from '../../../lib/ui-store.ts';
import { codesOf, type SectionProps } from './promotion-draft.ts';
import { isDepositKind } from './promotion-terms.ts';

type Fields = 'newMemberDays' | 'vipMin' | 'vipMax' | 'channel' | 'methods' | 'methodsText';

/**
 * Who may take the promotion: new members only, a range of VIP levels, members registered by SMS
 * (registration), the payment methods of the deposit (deposit kinds: picked from the wallet's, or
 * typed as codes by operators who may not read them).
 */
export function EligibilitySection({
  draft,
  onChange,
  problems,
  methods,
}: SectionProps<'kind' | Fields, 'newMemberDays' | 'vipMax' | 'methods'> & {
  /** The wallet's payment methods; null: not listed (the operator types codes). */
  methods: PaymentMethod[] | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const deposit = isDepositKind(draft.kind);
  // The methods offered: the wallet's, and any saved code no method has any more.
  const methodChoices = methods && [
    ...methods.map((m) => ({ code: m.code, name: language === 'BN' ? m.nameBn : m.nameEn })),
    ...draft.methods
      .filter((code) => !methods.some((m) => m.code === code))
      .map((code) => ({ code, name: code })),
  ];

  return (
    <fieldset className="stack" data-testid="promotion-eligibility">
      <legend>{t('promotions.eligibility.title')}</legend>
      <div className="form-grid">
        <TextField
          label={t('promotions.eligibility.newMemberDays')}
          value={draft.newMemberDays}
          onValue={(newMemberDays) => onChange({ newMemberDays })}
          inputMode="numeric"
          hint={t('promotions.eligibility.newMemberHint')}
          error={problems.newMemberDays ? t('promotions.eligibility.newMemberInvalid') : null}
        />
        <VipLevelSelect
          field="vipMin"
          value={draft.vipMin}
          onPick={(level) => onChange({ vipMin: level ?? 0 })}
        />
        <VipLevelSelect
          field="vipMax"
          value={draft.vipMax}
          onPick={(vipMax) => onChange({ vipMax })}
          invalid={problems.vipMax}
        />
        {draft.kind === 'REGISTRATION' && (
          <div className="field">
            <label htmlFor={`${id}-channel`}>{t('promotions.eligibility.channel')}</label>
            <select
              id={`${id}-channel`}
              value={draft.channel ?? ''}
              onChange={(e) => onChange({ channel: e.target.value === 'SMS' ? 'SMS' : null })}
              data-testid="promotion-channel"
            >
              <option value="">{t('promotions.eligibility.channelAny')}</option>
              <option value="SMS">{t('promotions.eligibility.channelSMS')}</option>
            </select>
          </div>
        )}
        {deposit && !methodChoices && (
          <TextField
            label={t('promotions.eligibility.methodsText')}
            value={draft.methodsText}
            onValue={(methodsText) =>
              onChange({ methodsText, methods: codesOf(methodsText) ?? draft.methods })
            }
            autoComplete="off"
            hint={t('promotions.eligibility.methodsTextHint')}
            error={problems.methods ? t('promotions.eligibility.methodsInvalid') : null}
          />
        )}
      </div>
      {deposit && methodChoices && (
        <MethodChecklist
          choices={methodChoices}
          picked={draft.methods}
          onPick={(picked) => onChange({ methods: picked })}
        />
      )}
    </fieldset>
  );
}

/** The lowest or highest VIP level that may take the promotion (highest: any when empty). */
function VipLevelSelect({
  field,
  value,
  onPick,
  invalid = false,
}: {
  field: 'vipMin' | 'vipMax';
  value: number | null;
  onPick: (level: number | null) => void;
  /** The highest is below the lowest (shown once a save was tried). */
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{t(`promotions.eligibility.${field}`)}</label>
      <select
        id={`${id}-${field}`}
        value={value ?? ''}
        onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
        aria-invalid={invalid ? true : undefined}
      >
        {field === 'vipMax' && <option value="">{t('promotions.eligibility.vipAny')}</option>}
        {Array.from({ length: VIP_MAX_LEVELS }, (_, level) => (
          <option key={level} value={level}>
            {t('promotions.eligibility.vipLevel', { level })}
          </option>
        ))}
      </select>
      {invalid && <span className="field-error">{t('promotions.eligibility.vipInvalid')}</span>}
    </div>
  );
}

/** The payment methods a deposit must be made with, ticked from the wallet's; none: every one. */
function MethodChecklist({
  choices,
  picked,
  onPick,
}: {
  choices: { code: string; name: string }[];
  picked: string[];
  onPick: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack" data-testid="promotion-methods">
      <legend>{t('promotions.eligibility.methods')}</legend>
      <p className="muted">{t('promotions.eligibility.methodsHint')}</p>
      <div className="row">
        {choices.map((m) => (
          <label key={m.code} className="choice">
            <input
              type="checkbox"
              checked={picked.includes(m.code)}
              onChange={(e) =>
                onPick(e.target.checked ? [...picked, m.code] : picked.filter((c) => c !== m.code))
              }
            />
            {m.name === m.code ? m.code : `${m.name} (${m.code})`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
