import { useState } from 'react';
import type { Contract, ContractInfo } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { useContracts } from '../api/contracts.ts';
import { offeredKinds } from '../contract-kinds.ts';
import type { ContractSide } from '../contract-terms.ts';
import { contractRequests } from '../contract-requests.ts';
import { ContractCard, type ContractRequest } from './contract-card.tsx';
import { ContractConfirmDialog } from './contract-confirm-dialog.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import view from './agent-view.module.css';
import styles from './contracts.module.css';
import '../../../lib/i18n/agent-centre.ts';

function Section({
  side,
  contracts,
  symbol,
  onAction,
}: {
  side: ContractSide;
  contracts: Contract[];
  symbol: string;
  onAction: (request: ContractRequest) => void;
}) {
  const { t } = useTranslation();
  const titleId = `contracts-${side}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(`agentCentre.contracts.${side}`)}
      </h2>
      {contracts.length === 0 ? (
        <p className={view.muted} data-testid={`${titleId}-empty`}>
          {t(
            side === 'mine'
              ? 'agentCentre.contracts.mineEmpty'
              : 'agentCentre.contracts.givenEmpty',
          )}
        </p>
      ) : (
        <ul className={styles.list}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} side={side} symbol={symbol} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The flags of the kinds waiting for the agent, as badges. */
function Requests({ info }: { info: ContractInfo }) {
  const { t } = useTranslation();
  const waiting = contractRequests(info);
  if (waiting.length === 0) return null;
  return (
    <div className={styles.requests} data-testid="contract-requests">
      <span>{t('agentCentre.contracts.requests')}</span>
      {waiting.map(({ kind, request }) => (
        <Badge
          key={kind}
          tone={request === 'offer' ? 'warning' : 'danger'}
          testId="contract-request"
        >
          {t(`agentCentre.contracts.request.${request}`, { kind: t(`agentCentre.kinds.${kind}`) })}
        </Badge>
      ))}
    </div>
  );
}

/**
 * Contracts: the agent's own (offers to answer, those in force, ended ones) and those it gave its
 * direct downline agents, each with the buttons its state allows (confirmed first), and the offer
 * of a new contract. Only the kinds the site offers are shown and offered (its flags); with none,
 * the view says so (the menu hides its entry).
 */
export function ContractsView() {
  const { t } = useTranslation();
  const query = useContracts();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const [isOffering, setOffering] = useState(false);
  const [request, setRequest] = useState<ContractRequest | null>(null);
  const kinds = offeredKinds(query.data);
  const isOffered = (contract: Contract) => kinds.includes(contract.kind);
  const noKinds = query.isSuccess && kinds.length === 0;

  let content;
  if (query.isPending) content = <Loading testId="contracts-loading" />;
  else if (query.isError) {
    content = (
      <LoadError
        message={errorText(query.error, t)}
        onRetry={() => void query.refetch()}
        testId="contracts-error"
      />
    );
  } else if (noKinds) {
    content = (
      <EmptyState
        illustration="clock"
        title={t('agentCentre.contracts.noKindsTitle')}
        text={t('agentCentre.contracts.noKindsText')}
        level={2}
        compact
        testId="contracts-no-kinds"
      />
    );
  } else {
    content = (
      <>
        <Section
          side="mine"
          contracts={query.data.mine.filter(isOffered)}
          symbol={symbol}
          onAction={setRequest}
        />
        <Section
          side="given"
          contracts={query.data.given.filter(isOffered)}
          symbol={symbol}
          onAction={setRequest}
        />
      </>
    );
  }

  return (
    <div className={view.stack} data-testid="contracts-view">
      {!noKinds && (
        <div className={styles.head}>
          {query.data && <Requests info={query.data} />}
          <Button
            className={styles.offer}
            onClick={() => setOffering(true)}
            data-testid="contracts-offer"
          >
            <Icon name="plus" size={18} />
            {t('agentCentre.contracts.offer')}
          </Button>
        </div>
      )}
      {content}
      {isOffering && kinds.length > 0 && (
        <OfferDialog kinds={kinds} onClose={() => setOffering(false)} />
      )}
      {request && <ContractConfirmDialog request={request} onClose={() => setRequest(null)} />}
    </div>
  );
}
