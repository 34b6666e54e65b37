import { useId } from 'react';
import type { Contract, ContractAction, ContractStatus } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { actionsOf, formatRate, isTerminationAsked, type ContractSide } from '../contract-terms.ts';
import view from './agent-view.module.css';
import styles from './contracts.module.css';

const STATUS_TONE: Record<ContractStatus, BadgeTone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  REJECTED: 'neutral',
  WITHDRAWN: 'neutral',
  ENDED: 'neutral',
};

type Tier = Contract['tiers'][number] & { number: number };

/** What a button asks: the action, and for a terminate whether it confirms the other side's. */
export interface ContractRequest {
  contract: Contract;
  action: ContractAction;
  side: ContractSide;
  confirmsTermination: boolean;
}

interface ContractCardProps {
  contract: Contract;
  /** 'mine': the agent is paid by it; 'given': the agent gave it to a downline. */
  side: ContractSide;
  symbol: string;
  onAction: (request: ContractRequest) => void;
}

/** One contract: its kind and period, the other party, its dates, its tiers and its buttons. */
export function ContractCard({ contract, side, symbol, onAction }: ContractCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.language;
  const asked = isTerminationAsked(contract, side);
  const actions = actionsOf(contract, side);
  const askedByMe =
    contract.status === 'ACTIVE' && contract.terminationRequestedBy !== null && !asked;
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;

  const columns: DataColumn<Tier>[] = [
    {
      key: 'tier',
      header: t('agentCentre.contracts.tierColumn'),
      isTitle: true,
      cell: (tier) => t('agentCentre.contracts.tier', { number: tier.number }),
    },
    {
      key: 'minBase',
      header: t('agentCentre.contracts.minBase'),
      align: 'end',
      cell: (tier) => (
        <span className={view.amount}>
          {symbol ? `${symbol} ` : ''}
          {formatMoney(tier.minBase, language)}
        </span>
      ),
    },
    {
      key: 'minActivePlayers',
      header: t('agentCentre.contracts.minActivePlayers'),
      align: 'end',
      cell: (tier) => formatCount(tier.minActivePlayers, language),
    },
    {
      key: 'rate',
      header: t('agentCentre.contracts.rate'),
      align: 'end',
      cell: (tier) => <span className={view.amount}>{formatRate(tier.rateBp, language)}</span>,
    },
  ];

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="contract-card"
      data-status={contract.status}
    >
      <header className={styles.head}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t(`agentCentre.kinds.${contract.kind}`)}
        </h3>
        <Badge tone={STATUS_TONE[contract.status]} testId="contract-status">
          {t(`agentCentre.contracts.status.${contract.status}`)}
        </Badge>
      </header>
      <dl className={dialogStyles.facts}>
        {contract.period && (
          <div>
            <dt>{t('agentCentre.contracts.period')}</dt>
            <dd>{t(`agentCentre.periods.${contract.period}`)}</dd>
          </div>
        )}
        <div>
          {side === 'mine' ? (
            <>
              <dt>{t('agentCentre.contracts.upline')}</dt>
              <dd className={view.username} translate="no">
                {contract.upline ?? t('agentCentre.contracts.operator')}
              </dd>
            </>
          ) : (
            <>
              <dt>{t('agentCentre.contracts.agent')}</dt>
              <dd className={view.username} translate="no">
                {contract.agent}
              </dd>
            </>
          )}
        </div>
        <div>
          <dt>{t('agentCentre.contracts.offeredAt')}</dt>
          <dd>{date(contract.offeredAt)}</dd>
        </div>
        {contract.acceptedAt && (
          <div>
            <dt>{t('agentCentre.contracts.acceptedAt')}</dt>
            <dd>{date(contract.acceptedAt)}</dd>
          </div>
        )}
        {contract.endedAt && (
          <div>
            <dt>{t('agentCentre.contracts.endedAt')}</dt>
            <dd className={styles.ended}>
              {date(contract.endedAt)}
              {contract.endReason && (
                <span className={styles.reason}>
                  {t(`agentCentre.contracts.endReason.${contract.endReason}`)}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {asked && (
        <Notice tone="warning" testId="contract-asked">
          {t('agentCentre.contracts.askedByOther')}
        </Notice>
      )}
      {askedByMe && (
        <Notice tone="info" testId="contract-asked">
          {t('agentCentre.contracts.askedByMe')}
        </Notice>
      )}
      <DataTable
        caption={t('agentCentre.contracts.tiers')}
        columns={columns}
        rows={contract.tiers.map((tier, i) => ({ ...tier, number: i + 1 }))}
        rowKey={(tier) => tier.number}
        testId="contract-tiers"
      />
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={
                action === 'accept' || (action === 'terminate' && asked) ? 'primary' : 'outline'
              }
              size="sm"
              onClick={() => onAction({ contract, action, side, confirmsTermination: asked })}
              data-testid={`contract-${action}`}
            >
              {action === 'terminate' && asked
                ? t('agentCentre.contracts.actions.confirmTermination')
                : t(`agentCentre.contracts.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
