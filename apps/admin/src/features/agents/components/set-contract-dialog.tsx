import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminTreeMember,
  Contract,
  ContractKind,
  ContractTerms,
  DividendPeriod,
} from '@portal/contracts/agents';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from './contract-labels.tsx';
import { TierEditor } from './tier-editor.tsx';
import { contractTermsOf, tierDraftsOf, type TierDraft } from './tier-drafts.ts';

interface SetContractDialogProps {
  agent: AdminTreeMember;
  /** The agent's contracts: the one in force of the kind picked fills the tiers in. */
  contracts: Contract[];
  busy: boolean;
  /** The failed save (AGENT_RATE_ABOVE_UPLINE, a validation refusal…); null: none. */
  error: unknown;
  onSubmit: (terms: ContractTerms) => void;
  onClose: () => void;
}

const inForce = (contracts: Contract[], kind: ContractKind) =>
  contracts.find((c) => c.kind === kind && c.status === 'ACTIVE');

/**
 * The operator sets an agent's contract of a kind, in force at once: the kind, a dividend's
 * period, and its tiers with rates typed in percent (sent in basis points).
 */
export function SetContractDialog({
  agent,
  contracts,
  busy,
  error,
  onSubmit,
  onClose,
}: SetContractDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [period, setPeriod] = useState<DividendPeriod>('W');
  const [tiers, setTiers] = useState<TierDraft[]>(() =>
    tierDraftsOf(inForce(contracts, 'DAILY_SALARY')),
  );
  const [tried, setTried] = useState(false);
  const current = inForce(contracts, kind);
  const terms = contractTermsOf(kind, period, tiers);

  function pickKind(next: ContractKind) {
    const replaced = inForce(contracts, next);
    setKind(next);
    setTiers(tierDraftsOf(replaced));
    if (replaced?.period) setPeriod(replaced.period);
    setTried(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (terms) onSubmit(terms);
  }

  function labelOf(path: string): string {
    const tier = /^tiers\.(\d+)/.exec(path);
    if (tier) return t('agents.setContract.tierLegend', { n: Number(tier[1]) + 1 });
    if (path === 'period') return t('agents.setContract.period');
    if (path === 'kind') return t('agents.setContract.kind');
    return path === 'tiers' ? t('agents.setContract.tiersTitle') : path;
  }

  return (
    <Dialog title={t('agents.setContract.title', { name: agent.username })} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit} noValidate data-testid="set-contract-form">
        <p className="muted" style={{ margin: 0 }}>
          {t('agents.setContract.intro')}
        </p>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('agents.setContract.kind')}</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => pickKind(e.target.value as ContractKind)}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {kind === 'DIVIDEND' && (
            <div className="field">
              <label htmlFor={`${id}-period`}>{t('agents.setContract.period')}</label>
              <select
                id={`${id}-period`}
                value={period}
                onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
              >
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`agents.periodOptions.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {current && (
          <p className="notice" style={{ margin: 0 }}>
            {t('agents.setContract.replaces', { kind: t(`agents.kinds.${kind}`) })}
          </p>
        )}
        <TierEditor kind={kind} tiers={tiers} showErrors={tried} onChange={setTiers} />
        <FormFooter
          invalid={tried && !terms ? t('agents.setContract.invalid') : null}
          error={error}
          labelOf={labelOf}
          detailsTestId="set-contract-details"
          editable
          busy={busy}
          saveLabel={t('agents.contracts.set')}
          saveTestId="set-contract-save"
          saved={null}
          discard={{ label: t('common.cancel'), onClick: onClose }}
        />
      </form>
    </Dialog>
  );
}
