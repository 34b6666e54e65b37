import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, PromotionKind } from '@portal/contracts/loyalty';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { usePaymentMethodCodes } from '../api/points-mall.ts';
import { useCreatePromotion, useUpdatePromotion } from '../api/promotions.ts';
import { amountLabels, AmountFields } from './promotion-amount-fields.tsx';
import { ApplicationSection } from './promotion-application.tsx';
import {
  anyProblem,
  blankDraft,
  capAmountOf,
  createRequestOf,
  draftOf,
  draftProblems,
  shareBp,
  shownProblems,
  updateRequestOf,
  wageringCentiOf,
  weightsOf,
  withKind,
  type Draft,
} from './promotion-draft.ts';
import { EligibilitySection } from './promotion-eligibility.tsx';
import { IdentityFields } from './promotion-identity-fields.tsx';
import { LimitsSection } from './promotion-limits.tsx';
import { PromotionPreview } from './promotion-preview.tsx';
import { ScheduleFields, StatusField } from './promotion-schedule-fields.tsx';
import {
  expiryDaysOf,
  hasExpiry,
  hasLimits,
  hasWeights,
  isDepositKind,
  isPeriodicKind,
  lineModeOf,
} from './promotion-terms.ts';
import { LanguageTexts } from './promotion-texts.tsx';
import { WeightsSection } from './promotion-weights.tsx';
import { RatesEditor } from './rates-editor.tsx';

interface PromotionFormProps {
  /** The promotion to change; null builds a new one. */
  promotion: AdminPromotion | null;
  /** A new promotion was created (the builder closes). */
  onCreated?: (created: AdminPromotion) => void;
  /** The builder's Cancel. */
  onCancel?: () => void;
}

/**
 * A promotion's terms as one form, the same for changing one and for building a new one (then
 * with its code, kind and period first): status, amounts, wagering, start and end, who may take
 * it, the application form (fixed rewards), the one-per-person checks (first deposit and
 * registration), the rate lines of its kind, the game weights of its wagering (not rebate and
 * cash back), the texts; and what a sample member would receive.
 * The owner and finance change them; others read.
 */
export function PromotionForm({ promotion, onCreated, onCancel }: PromotionFormProps) {
  const { t } = useTranslation();
  const canEdit = useCan('loyalty.configure');
  const methodList = usePaymentMethodCodes(useCan('wallet.read'));
  const update = useUpdatePromotion();
  const create = useCreatePromotion();
  const save = promotion ? update : create;
  const creating = promotion === null;
  /** The promotion the draft started from (the last saved answer). */
  const [base, setBase] = useState(promotion);
  const [draft, setDraft] = useState(() =>
    promotion ? draftOf(promotion) : blankDraft('FIRST_DEPOSIT'),
  );
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };

  const { kind } = draft;
  const mode = lineModeOf(kind);
  const methods = methodList.data ?? null;
  const context = { base, methodsListed: methods !== null };
  const problems = draftProblems(draft, context);
  const invalid = anyProblem(problems);
  const shown = shownProblems(problems, tried);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    if (base) {
      update.mutate(
        { id: base.id, body: updateRequestOf(draft, context) },
        {
          onSuccess: (fresh) => {
            setBase(fresh);
            setDraft(draftOf(fresh));
            setTried(false);
            setSaved(true);
          },
        },
      );
    } else {
      create.mutate(createRequestOf(draft, context.methodsListed), {
        onSuccess: (created) => onCreated?.(created),
      });
    }
  }

  function discard() {
    if (!base) {
      onCancel?.();
      return;
    }
    setDraft(draftOf(base));
    setTried(false);
    setSaved(false);
    save.reset();
  }

  const sections = { draft, onChange: set, problems: shown };
  return (
    <>
      <form onSubmit={submit} noValidate className="stack" data-testid="promotion-form">
        <fieldset disabled={!canEdit || save.isPending} className="stack">
          {creating && (
            <IdentityFields {...sections} onKind={(next) => set(withKind(draft, next))} />
          )}
          <div className="form-grid">
            <StatusField {...sections} />
            <AmountFields {...sections} />
            <ScheduleFields {...sections} creating={creating} />
          </div>
          <EligibilitySection {...sections} methods={methods} />
          {kind === 'FIXED' && <ApplicationSection {...sections} />}
          {hasLimits(kind) && <LimitsSection {...sections} />}
          {mode !== 'none' && (
            <RatesEditor
              lines={draft.lines}
              mode={mode}
              cap={capAmountOf(draft)}
              disabled={!canEdit}
              showErrors={tried}
              onChange={(next) => set({ lines: next })}
            />
          )}
          {shown.linesMissing && <p className="field-error">{t('promotions.linesRequired')}</p>}
          {hasWeights(kind) && <WeightsSection {...sections} />}
          <LanguageTexts {...sections} />
        </fieldset>
        <FormFooter
          invalid={tried && invalid ? t('promotions.invalid') : null}
          error={save.isError ? save.error : null}
          labelOf={(raw) => refusedFieldLabel(raw, t, kind)}
          detailsTestId="promotion-server-details"
          editable={canEdit}
          busy={save.isPending}
          discard={{
            label: creating ? t('common.cancel') : t('promotions.discard'),
            onClick: discard,
          }}
          saveLabel={creating ? t('promotions.create.save') : t('promotions.save')}
          saveTestId="promotion-save"
          saved={saved ? t('promotions.saved') : null}
        />
      </form>
      <PromotionPreview
        terms={{
          kind,
          percentBp: shareBp(draft.percent),
          cap: draft.cap,
          minDeposit: isDepositKind(kind) ? draft.minDeposit : '0',
          minPayout: isPeriodicKind(kind) ? draft.minPayout : '0',
          wageringCenti: wageringCentiOf(draft),
          lines: draft.lines,
          weights: hasWeights(kind) ? weightsOf(draft.weights) : null,
          expiryDays: hasExpiry(kind) ? expiryDaysOf(draft.expiryDays) : null,
        }}
      />
    </>
  );
}

/** A refused field's path ("body.tiers.1.rateBp") as the form names it. */
function refusedFieldLabel(raw: string, t: TFunction, kind: PromotionKind): string {
  const path = raw.replace(/^body\./, '');
  const line = /^tiers\.(\d+)/.exec(path);
  if (line) return t('promotions.lineN', { n: Number(line[1]) + 1 });
  const amounts = amountLabels(t, kind);
  const known: Record<string, string> = {
    code: t('promotions.create.code'),
    kind: t('promotions.create.kind'),
    period: t('promotions.create.period'),
    status: t('promotions.status'),
    percentBp: t('promotions.percent'),
    cap: amounts.cap,
    minDeposit: t('promotions.minDeposit'),
    minPayout: t('promotions.minPayout'),
    wageringCenti: amounts.wagering,
    expiryDays: t('promotions.expiryDays'),
    texts: t('promotions.titleIn', { language: t('promotions.languages.EN') }),
    startsAt: t('promotions.startsAt'),
    endsAt: t('promotions.endsAt'),
    limits: t('promotions.limits.title'),
    application: t('promotions.application.title'),
    weights: t('promotions.weights.title'),
    'eligibility.newMemberDays': t('promotions.eligibility.newMemberDays'),
    'eligibility.vipMin': t('promotions.eligibility.vipMin'),
    'eligibility.vipMax': t('promotions.eligibility.vipMax'),
    'eligibility.methods': t('promotions.eligibility.methods'),
    'eligibility.channel': t('promotions.eligibility.channel'),
    eligibility: t('promotions.eligibility.title'),
    tiers: t('promotions.lines'),
  };
  const match = Object.keys(known)
    .filter((k) => path === k || path.startsWith(`${k}.`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? known[match]! : raw;
}
