import { useId, useState, type FormEvent } from 'react';
import type { ContractKind } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import textFieldStyles from '../../../components/ui/text-field.module.css';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Loading, LoadError } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useOfferContract } from '../api/contracts.ts';
import { useDirectAgents } from '../api/get-downlines.ts';
import {
  DIVIDEND_PERIODS,
  isContractKind,
  isDividendPeriod,
  MAX_CONTRACT_TIERS,
} from '../contract-kinds.ts';
import {
  checkOffer,
  type OfferDraft,
  type TierDraft,
  type TierProblem,
} from '../contract-terms.ts';
import styles from './contracts.module.css';

/** A tier's three fields, in the form's order. */
const TIER_FIELDS = [
  { field: 'minBase', inputMode: 'decimal', testId: 'offer-min-base' },
  { field: 'minActivePlayers', inputMode: 'numeric', testId: 'offer-min-players' },
  { field: 'rate', inputMode: 'decimal', testId: 'offer-rate' },
] as const satisfies readonly {
  field: keyof Omit<TierDraft, 'id'>;
  inputMode: 'decimal' | 'numeric';
  testId: string;
}[];

let nextTierId = 1;
const emptyTier = (): TierDraft => ({
  id: nextTierId++,
  minBase: '',
  minActivePlayers: '',
  rate: '',
});

/**
 * An offer to a direct downline agent: the agent, the kind (one the site offers; and a dividend's
 * period), and one to ten rate tiers typed as percents; checked here by the contracts' rules
 * (checkOffer) before it is sent, and the server's refusal (a rate above the agent's own, an offer
 * already waiting) shown in place.
 */
export function OfferDialog({
  kinds,
  onClose,
}: {
  /** The kinds the site offers, in the kinds' order (at least one). */
  kinds: readonly ContractKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agents = useDirectAgents();
  const offer = useOfferContract();
  const tiersId = useId();
  const [draft, setDraft] = useState<OfferDraft>(() => ({
    agentId: '',
    kind: kinds[0] ?? 'DAILY_SALARY',
    period: '',
    tiers: [emptyTier()],
  }));
  const [isChecked, setChecked] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const change = (next: Partial<OfferDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setFormError(null);
  };
  const changeTier = (id: number, next: Partial<TierDraft>) =>
    change({ tiers: draft.tiers.map((tier) => (tier.id === id ? { ...tier, ...next } : tier)) });
  // Once a submit has shown the problems, they follow the typing.
  const live = isChecked ? checkOffer(draft) : null;
  const shown = live && 'problems' in live ? live.problems : null;
  const tierText = (problem: TierProblem | undefined) =>
    problem ? t(`agentCentre.offerForm.problems.${problem}`) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (offer.isPending) return;
    setChecked(true);
    const check = checkOffer(draft);
    if ('problems' in check) return;
    offer.mutate(check.offer, {
      onSuccess: () => {
        showToast('agentCentre.contracts.done.offered', 'success');
        onClose();
      },
      onError: (error) => setFormError(errorText(error, t)),
    });
  }

  const noAgents = agents.isSuccess && agents.data.length === 0;
  let body;
  if (agents.isPending) body = <Loading testId="offer-agents-loading" />;
  else if (agents.isError) {
    body = (
      <LoadError
        message={errorText(agents.error, t)}
        onRetry={() => void agents.refetch()}
        testId="offer-agents-error"
      />
    );
  } else if (noAgents) {
    body = (
      <>
        <Notice tone="info" testId="offer-no-agents">
          {t('agentCentre.offerForm.noAgents')}
        </Notice>
        <div className={dialogStyles.actions}>
          <Button onClick={onClose}>{t('modal.close')}</Button>
        </div>
      </>
    );
  } else {
    body = (
      <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
        <SelectField
          label={t('agentCentre.offerForm.agent')}
          value={draft.agentId}
          onValueChange={(agentId) => change({ agentId })}
          error={shown?.agent ? t('agentCentre.offerForm.problems.agent') : null}
          isRequired
          disabled={offer.isPending}
          testId="offer-agent"
        >
          <option value="">{t('agentCentre.offerForm.chooseAgent')}</option>
          {agents.data.map((agent) => (
            <option key={agent.id} value={String(agent.id)}>
              {agent.username}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agentCentre.offerForm.kind')}
          value={draft.kind}
          onValueChange={(kind) => {
            if (isContractKind(kind) && kinds.includes(kind)) change({ kind });
          }}
          isRequired
          disabled={offer.isPending}
          testId="offer-kind"
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agentCentre.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        {draft.kind === 'DIVIDEND' && (
          <SelectField
            label={t('agentCentre.offerForm.period')}
            value={draft.period}
            onValueChange={(period) => change({ period: isDividendPeriod(period) ? period : '' })}
            error={shown?.period ? t('agentCentre.offerForm.problems.period') : null}
            isRequired
            disabled={offer.isPending}
            testId="offer-period"
          >
            <option value="">{t('agentCentre.offerForm.choosePeriod')}</option>
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`agentCentre.periods.${period}`)}
              </option>
            ))}
          </SelectField>
        )}
        <div
          className={styles.tiers}
          role="group"
          aria-labelledby={`${tiersId}-label`}
          aria-describedby={`${tiersId}-hint`}
        >
          <span id={`${tiersId}-label`} className={textFieldStyles.label}>
            {t('agentCentre.offerForm.tiers')}
          </span>
          <p id={`${tiersId}-hint`} className={textFieldStyles.hint}>
            {t('agentCentre.offerForm.tiersHint')}
          </p>
          {draft.tiers.map((tier, index) => {
            const number = index + 1;
            const tierProblems = shown?.tiers[index] ?? {};
            return (
              <div
                key={tier.id}
                className={styles.tier}
                role="group"
                aria-labelledby={`${tiersId}-${tier.id}`}
                data-testid="offer-tier"
              >
                <div className={styles.tierHead}>
                  <span id={`${tiersId}-${tier.id}`}>
                    {t('agentCentre.offerForm.tier', { number })}
                  </span>
                  {draft.tiers.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        change({ tiers: draft.tiers.filter((other) => other.id !== tier.id) })
                      }
                      disabled={offer.isPending}
                      aria-label={t('agentCentre.offerForm.removeTier', { number })}
                      data-testid="offer-remove-tier"
                    >
                      <Icon name="trash" size={16} />
                    </Button>
                  )}
                </div>
                <div className={styles.tierFields}>
                  {TIER_FIELDS.map(({ field, inputMode, testId }) => (
                    <TextField
                      key={field}
                      label={t(`agentCentre.offerForm.${field}`)}
                      value={tier[field]}
                      onValueChange={(value) => changeTier(tier.id, { [field]: value })}
                      error={tierText(tierProblems[field])}
                      inputMode={inputMode}
                      autoComplete="off"
                      disabled={offer.isPending}
                      testId={testId}
                    />
                  ))}
                </div>
              </div>
            );
          })}
          {shown?.order && (
            <p className={textFieldStyles.error} role="alert" data-testid="offer-order">
              {t('agentCentre.offerForm.problems.order')}
            </p>
          )}
          {draft.tiers.length < MAX_CONTRACT_TIERS && (
            <Button
              variant="secondary"
              size="sm"
              className={styles.addTier}
              onClick={() => change({ tiers: [...draft.tiers, emptyTier()] })}
              disabled={offer.isPending}
              data-testid="offer-add-tier"
            >
              <Icon name="plus" size={16} />
              {t('agentCentre.offerForm.addTier')}
            </Button>
          )}
        </div>
        <DialogFormFooter
          error={formError}
          errorTestId="offer-error"
          submitLabel={t('agentCentre.offerForm.submit')}
          submitTestId="offer-submit"
          isPending={offer.isPending}
          onCancel={onClose}
        />
      </form>
    );
  }

  return (
    <FormDialog
      title={t('agentCentre.contracts.offer')}
      testId="offer-dialog"
      isPending={offer.isPending}
      onClose={onClose}
    >
      {body}
    </FormDialog>
  );
}
