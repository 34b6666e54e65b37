import { useEffect, useState } from 'react';
import type { Contract, ContractInfo } from '@portal/contracts/agents';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from '../../../lib/router/index.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
import type { AgentView } from '../agent-views.ts';
import { contractRequests } from '../contract-requests.ts';
import { isTerminationAsked, type ContractSide } from '../contract-terms.ts';
import { ContractCard, type ContractRequest } from './contract-card.tsx';
import { ContractConfirmDialog } from './contract-confirm-dialog.tsx';
import contractStyles from './contracts.module.css';
import styles from './contract-popup.module.css';
import '../../../lib/i18n/agent-centre.ts';
import '../../../lib/i18n/contract-popup.ts';

const CONTRACTS_VIEW: AgentView = 'contracts';
const ALL_CONTRACTS = `${paths.agentHome}?view=${CONTRACTS_VIEW}`;

interface WaitingContract {
  contract: Contract;
  side: ContractSide;
}

/**
 * The contracts behind the request flags: the offers to the agent and the terminations the other
 * side asked for (of its own contracts or those it gave), in the kinds with a flag up.
 */
function waitingContracts(info: ContractInfo): WaitingContract[] {
  const kinds = new Set(contractRequests(info).map((request) => request.kind));
  const waiting = (side: ContractSide) => (contract: Contract) =>
    kinds.has(contract.kind) &&
    ((side === 'mine' && contract.status === 'PENDING') || isTerminationAsked(contract, side));
  return [
    ...info.mine.filter(waiting('mine')).map((contract) => ({ contract, side: 'mine' as const })),
    ...info.given
      .filter(waiting('given'))
      .map((contract) => ({ contract, side: 'given' as const })),
  ];
}

/**
 * The contract overlay after login: each waiting request's contract card (kind, upline, dates,
 * tiers) with its buttons (accept or reject an offer, confirm a termination; each confirmed
 * first), Later (closed for the session) and a link to all contracts. Closes itself once
 * nothing waits.
 */
export function ContractPopup({
  info,
  hasTurn,
  onClose,
}: {
  info: ContractInfo;
  /** Opens only in its turn (after the announcement popups, no other dialog open). */
  hasTurn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  const [request, setRequest] = useState<ContractRequest | null>(null);
  const items = waitingContracts(info);
  const isEmpty = items.length === 0;

  // Everything answered (here or in another tab): done for the session.
  useEffect(() => {
    if (isEmpty) onClose();
  }, [isEmpty, onClose]);

  if (!hasTurn || isEmpty) return null;
  return (
    <>
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('contractPopup.title')}
        size="md"
        testId="contract-popup"
      >
        <div className={styles.body}>
          <p className={styles.intro}>{t('contractPopup.intro')}</p>
          <ul className={contractStyles.list}>
            {items.map(({ contract, side }) => (
              <li key={contract.id}>
                <ContractCard
                  contract={contract}
                  side={side}
                  symbol={symbol}
                  onAction={setRequest}
                />
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.footer}>
          <Link
            to={ALL_CONTRACTS}
            className={buttonClassName('outline')}
            onClick={onClose}
            data-testid="contract-popup-all"
          >
            {t('contractPopup.allContracts')}
          </Link>
          <Button variant="secondary" onClick={onClose} data-testid="contract-popup-later">
            {t('contractPopup.later')}
          </Button>
        </div>
      </Modal>
      {request && <ContractConfirmDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
}
