import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTreeMember, Contract } from '@portal/contracts/agents';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { useAgentContracts, useEndContract, useSetContract } from '../api/contracts.ts';
import styles from '../agents.module.css';
import { ContractCard } from './contract-card.tsx';
import { SetContractDialog } from './set-contract-dialog.tsx';

const isOpen = (c: Contract) => c.status === 'ACTIVE' || c.status === 'PENDING';

/**
 * The agent's contracts, those in force or offered first, then the past ones. Roles with
 * agents.manage set a contract (in force at once) and end one in force or offered.
 */
export function AgentContracts({
  agent,
  canManage,
  onDone,
}: {
  agent: AdminTreeMember;
  canManage: boolean;
  /** What just happened, for the panel's note; null clears it. */
  onDone: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const contracts = useAgentContracts(agent.id);
  const setContract = useSetContract();
  const end = useEndContract();
  const [isSetting, setSetting] = useState(false);
  const name = agent.username;
  const kindName = (c: Pick<Contract, 'kind'>) => t(`agents.kinds.${c.kind}`);

  function endOne(contract: Contract) {
    onDone(null);
    end.mutate(contract, {
      onSuccess: () => onDone(t('agents.contracts.ended', { name, kind: kindName(contract) })),
    });
  }

  const endAction = (contract: Contract) =>
    canManage && isOpen(contract) ? (
      <div className="stack">
        <div className="row">
          <ConfirmAction
            danger
            label={t('agents.contracts.end')}
            question={t(
              contract.status === 'PENDING'
                ? 'agents.contracts.withdrawQuestion'
                : 'agents.contracts.endQuestion',
              { name, kind: kindName(contract) },
            )}
            busy={end.isPending}
            onConfirm={() => endOne(contract)}
          />
        </div>
        {end.isError && end.variables.id === contract.id && <QueryError error={end.error} />}
      </div>
    ) : null;

  const group = (title: string, list: Contract[], testId: string) => (
    <section className="stack" data-testid={testId}>
      <h4 className={styles.subhead}>{title}</h4>
      {list.length === 0 && <p className="muted">{t('agents.contracts.none')}</p>}
      {list.map((c) => (
        <ContractCard key={c.id} contract={c} action={endAction(c)} />
      ))}
    </section>
  );

  return (
    <section className="stack" aria-labelledby={`contracts-${agent.id}`}>
      <div className={`row ${styles.spread}`}>
        <h3 id={`contracts-${agent.id}`} className={styles.subhead}>
          {t('agents.contracts.title')}
        </h3>
        {canManage && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!contracts.data}
            onClick={() => {
              onDone(null);
              setContract.reset();
              setSetting(true);
            }}
          >
            {t('agents.contracts.set')}
          </button>
        )}
      </div>
      {contracts.isError && (
        <QueryError error={contracts.error} onRetry={() => void contracts.refetch()} />
      )}
      {contracts.isPending && <Loading />}
      {contracts.data && (
        <>
          {group(t('agents.contracts.current'), contracts.data.filter(isOpen), 'contracts-current')}
          {group(
            t('agents.contracts.past'),
            contracts.data.filter((c) => !isOpen(c)),
            'contracts-past',
          )}
        </>
      )}
      {canManage && isSetting && contracts.data && (
        <SetContractDialog
          agent={agent}
          contracts={contracts.data}
          busy={setContract.isPending}
          error={setContract.isError ? setContract.error : null}
          onClose={() => setSetting(false)}
          onSubmit={(terms) =>
            setContract.mutate(
              { agentId: agent.id, terms },
              {
                onSuccess: (contract) => {
                  setSetting(false);
                  onDone(t('agents.contracts.didSet', { name, kind: kindName(contract) }));
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
