import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@portal/contracts/agents';
import { formatCount, formatDateTime, formatMoney, formatRateBp } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import styles from '../agents.module.css';
import { ContractKindLabel, ContractStatusBadge } from './contract-labels.tsx';

/** A contract's tiers: what each needs (base, active players) and the rate it pays. */
function TierTable({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const baseLabel =
    contract.kind === 'DIVIDEND'
      ? t('agents.contracts.minBaseDividend')
      : t('agents.contracts.minBaseSalary');
  return (
    <div className="table-wrap">
      <table className={styles.tierTable} data-testid="contract-tiers">
        <caption className="visually-hidden">{t('agents.contracts.tiersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agents.contracts.tier')}</th>
            <th scope="col" className="amount">
              {baseLabel}
            </th>
            <th scope="col" className="amount">
              {t('agents.contracts.minPlayers')}
            </th>
            <th scope="col" className="amount">
              {t('agents.contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td className="amount">{formatMoney(tier.minBase)}</td>
              <td className="amount">{formatCount(tier.minActivePlayers)}</td>
              <td className="amount">{formatRateBp(tier.rateBp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One contract: its kind (a dividend's period), status, who offered it (an upline, or the
 * operator), when it was offered, accepted and ended and why, and its tiers; `action` is End.
 */
export function ContractCard({ contract, action }: { contract: Contract; action: ReactNode }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  return (
    <article className="card stack" data-testid="contract">
      <div className="row">
        <strong>
          <ContractKindLabel kind={contract.kind} period={contract.period} />
        </strong>
        <ContractStatusBadge status={contract.status} />
      </div>
      {contract.terminationRequestedBy && (
        <p className="notice" style={{ margin: 0 }}>
          {t(`agents.contracts.terminationAsked.${contract.terminationRequestedBy}`)}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('agents.contracts.offeredBy')}</dt>
        <dd>{contract.upline ?? t('agents.contracts.operator')}</dd>
        <dt>{t('agents.contracts.offeredAt')}</dt>
        <dd>{formatDateTime(contract.offeredAt, language)}</dd>
        <dt>{t('agents.contracts.acceptedAt')}</dt>
        <dd>{formatDateTime(contract.acceptedAt, language)}</dd>
        <dt>{t('agents.contracts.endedAt')}</dt>
        <dd>{formatDateTime(contract.endedAt, language)}</dd>
        {contract.endReason && (
          <>
            <dt>{t('agents.contracts.endReason')}</dt>
            <dd>{t(`agents.endReasons.${contract.endReason}`)}</dd>
          </>
        )}
      </dl>
      <TierTable contract={contract} />
      {action}
    </article>
  );
}
