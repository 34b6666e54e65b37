import { useState, type FormEvent } from 'react';
import type { Contract, ContractInfo } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useContractAction, useContracts } from '../api/contracts.ts';
import type { ContractSide } from '../contract-terms.ts';
import { contractRequests } from '../contract-requests.ts';
import { ContractCard, type ContractRequest } from './contract-card.tsx';
import { OfferDialog } from './offer-dialog.tsx';
import view from './agent-view.module.css';
import styles from './contracts.module.css';
import '../../../lib/i18n/agent-centre.ts';

/** The confirmation of a button, then the call; the server's refusal stays in the dialog. */
function ConfirmDialog({ request, onClose }: { request: ContractRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useContractAction();
  const [error, setError] = useState<string | null>(null);
  const { contract, action, confirmsTermination } = request;
  const words = action === 'terminate' && confirmsTermination ? 'confirmTermination' : action;
  const kind = t(`agentCentre.kinds.${contract.kind}`);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (act.isPending) return;
    setError(null);
    act.mutate(
      { id: contract.id, action },
      {
        onSuccess: (result) => {
          const done =
            action !== 'terminate' ? action : result.status === 'ENDED' ? 'ended' : 'terminate';
          showToast(`agentCentre.contracts.done.${done}`, 'success');
          onClose();
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }

  return (
    <FormDialog
      title={t(`agentCentre.contracts.confirm.${words}.title`)}
      testId="contract-confirm"
      isPending={act.isPending}
      onClose={onClose}
    >
      <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
        <dl className={dialogStyles.facts}>
          <div>
            <dt>{t('agentCentre.offerForm.kind')}</dt>
            <dd>{kind}</dd>
          </div>
          <div>
            <dt>
              {request.side === 'mine'
                ? t('agentCentre.contracts.upline')
                : t('agentCentre.contracts.agent')}
            </dt>
            <dd className={view.username}>
              {request.side === 'mine'
                ? (contract.upline ?? t('agentCentre.contracts.operator'))
                : contract.agent}
            </dd>
          </div>
        </dl>
        <p>{t(`agentCentre.contracts.confirm.${words}.text`, { kind, agent: contract.agent })}</p>
        <DialogFormFooter
          error={error}
          errorTestId="contract-confirm-error"
          submitLabel={
            action === 'terminate' && confirmsTermination
              ? t('agentCentre.contracts.actions.confirmTermination')
              : t(`agentCentre.contracts.actions.${action}`)
          }
          submitTestId="contract-confirm-submit"
          isPending={act.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}

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
 * of a new contract.
 */
export function ContractsView() {
  const { t } = useTranslation();
  const query = useContracts();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const [isOffering, setOffering] = useState(false);
  const [request, setRequest] = useState<ContractRequest | null>(null);

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
  } else {
    content = (
      <>
        <Section side="mine" contracts={query.data.mine} symbol={symbol} onAction={setRequest} />
        <Section side="given" contracts={query.data.given} symbol={symbol} onAction={setRequest} />
      </>
    );
  }

  return (
    <div className={view.stack} data-testid="contracts-view">
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
      {content}
      {isOffering && <OfferDialog onClose={() => setOffering(false)} />}
      {request && <ConfirmDialog request={request} onClose={() => setRequest(null)} />}
    </div>
  );
}
