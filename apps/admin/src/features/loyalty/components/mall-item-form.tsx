import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMoneyInput } from '@portal/contracts/money';
import {
  MALL_ITEM_STATUSES,
  MALL_REWARD_KINDS,
  type AdminMallItem,
  type AdminMallItemInput,
  type MallRewardKind,
} from '@portal/contracts/points';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { bpToPercent, multiplierToCenti } from '../../../lib/money.ts';

type Texts = AdminMallItemInput['texts'];

/** A reward as typed; `others` keeps the texts in languages the console does not edit. */
interface Draft {
  en: { name: string; description: string };
  bn: { name: string; description: string };
  others: Texts;
  status: AdminMallItem['status'];
  rewardKind: MallRewardKind;
  rewardAmount: string;
  wagering: string;
  pricePoints: string;
  stock: string;
  perMemberLimit: string;
  sort: string;
}

function draftOf(item: AdminMallItem | null): Draft {
  const { EN, BN, ...others } = item?.texts ?? {};
  return {
    en: EN ?? { name: '', description: '' },
    bn: BN ?? { name: '', description: '' },
    others,
    status: item?.status ?? 'ACTIVE',
    rewardKind: item?.rewardKind ?? 'CASH',
    rewardAmount: item?.rewardAmount?.replace(/\.00$/, '') ?? '',
    wagering: bpToPercent(item?.wageringCenti ?? 100),
    pricePoints: item ? String(item.pricePoints) : '',
    stock: item === null || item.stock === null ? '' : String(item.stock),
    perMemberLimit:
      item === null || item.perMemberLimit === null ? '' : String(item.perMemberLimit),
    sort: String(item?.sort ?? 0),
  };
}

/** A whole number typed in [min, max], or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

interface MallItemFormProps {
  /** The reward to change; null adds a new one. */
  item: AdminMallItem | null;
  saving: boolean;
  /** The failed save (null when none), shown under the form with the refused fields. */
  error: unknown;
  onSave: (input: AdminMallItemInput) => void;
  onCancel: () => void;
}

/**
 * Adds or changes a reward of the points mall, with the contract's checks shown under each field
 * before anything is sent: English name, price, stock and limit (empty: unlimited), and an amount
 * for cash and bonus rewards only.
 */
export function MallItemForm({ item, saving, error, onSave, onCancel }: MallItemFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(item));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const isGoods = draft.rewardKind === 'GOODS';
  const bnUsed = draft.bn.name.trim() !== '' || draft.bn.description.trim() !== '';

  const errors = {
    enName: draft.en.name.trim() ? null : t('pointsMall.items.nameRequired'),
    bnName: bnUsed && !draft.bn.name.trim() ? t('pointsMall.items.bnNameRequired') : null,
    rewardAmount:
      isGoods || isMoneyInput(draft.rewardAmount.trim())
        ? null
        : t('pointsMall.items.amountInvalid'),
    wagering:
      isGoods || multiplierToCenti(draft.wagering.trim()) !== null
        ? null
        : t('pointsMall.items.wageringInvalid'),
    pricePoints:
      wholeIn(draft.pricePoints, 1, 100_000_000) === null
        ? t('pointsMall.items.priceInvalid')
        : null,
    stock:
      draft.stock.trim() === '' || wholeIn(draft.stock, 0, 1_000_000) !== null
        ? null
        : t('pointsMall.items.stockInvalid'),
    perMemberLimit:
      draft.perMemberLimit.trim() === '' || wholeIn(draft.perMemberLimit, 1, 1_000) !== null
        ? null
        : t('pointsMall.items.limitInvalid'),
    sort: wholeIn(draft.sort, 0, 10_000) === null ? t('pointsMall.items.sortInvalid') : null,
  };
  const shown = (error: string | null) => (tried ? error : null);
  const valid = Object.values(errors).every((e) => e === null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    const text = (typed: Draft['en']) => ({
      name: typed.name.trim(),
      description: typed.description.trim(),
    });
    onSave({
      texts: { ...draft.others, EN: text(draft.en), ...(bnUsed ? { BN: text(draft.bn) } : {}) },
      status: draft.status,
      pricePoints: wholeIn(draft.pricePoints, 1, 100_000_000)!,
      stock: draft.stock.trim() === '' ? null : Number(draft.stock.trim()),
      perMemberLimit: draft.perMemberLimit.trim() === '' ? null : Number(draft.perMemberLimit),
      rewardKind: draft.rewardKind,
      rewardAmount: isGoods ? null : draft.rewardAmount.trim(),
      // Goods pay no money, so there is nothing to wager.
      wageringCenti: isGoods ? 0 : multiplierToCenti(draft.wagering.trim())!,
      sort: Number(draft.sort.trim()),
    });
  }

  return (
    <form
      className="card stack"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="mall-item-form"
    >
      <h3 id={`${id}-title`} style={{ margin: 0 }}>
        {item
          ? t('pointsMall.items.editTitle', { name: item.texts.EN?.name ?? item.id })
          : t('pointsMall.items.addTitle')}
      </h3>
      <fieldset disabled={saving} className="stack">
        <div className="form-grid">
          {(['en', 'bn'] as const).map((lang) => (
            <div className="stack" key={lang}>
              <TextField
                label={t('pointsMall.items.nameIn', {
                  language: t(`pointsMall.languages.${lang}`),
                })}
                lang={lang}
                value={draft[lang].name}
                maxLength={60}
                onValue={(name) => set({ [lang]: { ...draft[lang], name } })}
                error={shown(lang === 'en' ? errors.enName : errors.bnName)}
              />
              <TextAreaField
                label={t('pointsMall.items.descriptionIn', {
                  language: t(`pointsMall.languages.${lang}`),
                })}
                lang={lang}
                value={draft[lang].description}
                maxLength={500}
                rows={2}
                onValue={(description) => set({ [lang]: { ...draft[lang], description } })}
              />
            </div>
          ))}
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-status`}>{t('pointsMall.items.status')}</label>
            <select
              id={`${id}-status`}
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as Draft['status'] })}
            >
              {MALL_ITEM_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`pointsMall.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('pointsMall.items.kind')}</label>
            <select
              id={`${id}-kind`}
              value={draft.rewardKind}
              onChange={(e) => set({ rewardKind: e.target.value as MallRewardKind })}
            >
              {MALL_REWARD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`pointsMall.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {!isGoods && (
            <>
              <TextField
                label={t('pointsMall.items.amount')}
                inputMode="decimal"
                value={draft.rewardAmount}
                onValue={(rewardAmount) => set({ rewardAmount })}
                hint={
                  draft.rewardKind === 'BONUS'
                    ? t('pointsMall.items.amountHintBonus')
                    : t('pointsMall.items.amountHintCash')
                }
                error={shown(errors.rewardAmount)}
              />
              <TextField
                label={t('pointsMall.items.wagering')}
                inputMode="decimal"
                value={draft.wagering}
                onValue={(wagering) => set({ wagering })}
                hint={
                  errors.wagering
                    ? undefined
                    : t('pointsMall.items.wageringHint', { multiple: draft.wagering.trim() })
                }
                error={shown(errors.wagering)}
              />
            </>
          )}
          <TextField
            label={t('pointsMall.items.price')}
            inputMode="numeric"
            value={draft.pricePoints}
            onValue={(pricePoints) => set({ pricePoints })}
            error={shown(errors.pricePoints)}
          />
          <TextField
            label={t('pointsMall.items.stock')}
            inputMode="numeric"
            value={draft.stock}
            onValue={(stock) => set({ stock })}
            placeholder={t('pointsMall.unlimited')}
            hint={t('pointsMall.items.emptyIsUnlimited')}
            error={shown(errors.stock)}
          />
          <TextField
            label={t('pointsMall.items.limit')}
            inputMode="numeric"
            value={draft.perMemberLimit}
            onValue={(perMemberLimit) => set({ perMemberLimit })}
            placeholder={t('pointsMall.unlimited')}
            hint={t('pointsMall.items.emptyIsUnlimited')}
            error={shown(errors.perMemberLimit)}
          />
          <TextField
            label={t('pointsMall.items.sort')}
            inputMode="numeric"
            value={draft.sort}
            onValue={(sort) => set({ sort })}
            hint={t('pointsMall.items.sortHint')}
            error={shown(errors.sort)}
          />
        </div>
      </fieldset>
      <FormFooter
        invalid={tried && !valid ? t('pointsMall.items.invalid') : null}
        error={error}
        detailsTestId="mall-item-server-details"
        editable
        busy={saving}
        discard={{ label: t('common.cancel'), onClick: onCancel }}
        saveLabel={saving ? t('common.saving') : t('pointsMall.items.save')}
        saveTestId="mall-item-save"
        saved={null}
      />
    </form>
  );
}
