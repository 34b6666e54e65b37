import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/contracts/agents';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from '../agents.module.css';
import { MAX_TIERS } from './contract-labels.tsx';
import { newTier, tierProblems, type TierDraft } from './tier-drafts.ts';

/**
 * A contract's tiers as typed: each with its minimum base (team valid stake, or net loss for a
 * dividend), minimum active players and rate in percent; add up to ten, remove down to one.
 * Problems show once a save was tried.
 */
export function TierEditor({
  kind,
  tiers,
  showErrors,
  onChange,
}: {
  kind: ContractKind;
  tiers: TierDraft[];
  showErrors: boolean;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const problems = tierProblems(tiers);
  const set = (key: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, ...patch } : tier)));
  const shown = (bad: boolean, message: string) => (showErrors && bad ? message : null);
  const baseLabel =
    kind === 'DIVIDEND'
      ? t('agents.contracts.minBaseDividend')
      : t('agents.contracts.minBaseSalary');

  return (
    <fieldset className="stack" data-testid="tier-editor">
      <legend>{t('agents.setContract.tiersTitle')}</legend>
      <p className="muted field-hint" style={{ margin: 0 }}>
        {t('agents.setContract.tiersHint')}
      </p>
      {tiers.map((tier, i) => {
        const p = problems[i]!;
        const n = i + 1;
        return (
          <fieldset key={tier.key} className={styles.tier} data-testid="tier-row">
            <legend>{t('agents.setContract.tierLegend', { n })}</legend>
            <div className={styles.tierFields}>
              <TextField
                label={baseLabel}
                value={tier.minBase}
                onValue={(minBase) => set(tier.key, { minBase })}
                inputMode="decimal"
                autoComplete="off"
                error={shown(p.base, t('agents.setContract.baseInvalid'))}
              />
              <TextField
                label={t('agents.contracts.minPlayers')}
                value={tier.minActivePlayers}
                onValue={(minActivePlayers) => set(tier.key, { minActivePlayers })}
                inputMode="numeric"
                autoComplete="off"
                error={shown(p.players, t('agents.setContract.playersInvalid'))}
              />
              <TextField
                label={t('agents.setContract.ratePercent')}
                value={tier.rate}
                onValue={(rate) => set(tier.key, { rate })}
                inputMode="decimal"
                autoComplete="off"
                error={shown(p.rate, t('agents.setContract.rateInvalid'))}
              />
            </div>
            {showErrors && p.notAbove && (
              <p className="field-error">{t('agents.setContract.notAbove', { n: n - 1 })}</p>
            )}
            {tiers.length > 1 && (
              <div className="row">
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => onChange(tiers.filter((other) => other.key !== tier.key))}
                >
                  {t('agents.setContract.removeTier', { n })}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="row">
        <button
          type="button"
          className="btn"
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => onChange([...tiers, newTier()])}
        >
          {t('agents.setContract.addTier')}
        </button>
      </div>
    </fieldset>
  );
}
