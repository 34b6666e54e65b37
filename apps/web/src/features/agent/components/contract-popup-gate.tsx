import { useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { useContracts } from '../api/contracts.ts';
import { contractRequests } from '../contract-requests.ts';
import { ContractPopup } from './contract-popup.tsx';

/**
 * The contract popup's session flag: once closed (Later, its close button, All contracts, or
 * nothing left to answer) it stays closed until the tab's session ends (logout clears it too).
 */
export const CONTRACT_POPUP_FLAG = 'AGENT_CONTRACT_POPUP';
const CLOSED = 'closed';

interface GateProps {
  /** The layout's queue: the announcement popups are done and no other dialog is open. */
  hasTurn: boolean;
}

/** The agent's contracts, read at once: with a request waiting at the first answer, the popup. */
function WaitingRequests({ hasTurn, onClose }: GateProps & { onClose: () => void }) {
  const query = useContracts();
  // Decided by the first answer only: a later refetch never pops it up in the middle of a visit.
  const [isWaiting, setWaiting] = useState<boolean | null>(null);
  const info = query.data;
  if (isWaiting === null && info) setWaiting(contractRequests(info).length > 0);
  if (!isWaiting || !info) return null;
  return <ContractPopup info={info} hasTurn={hasTurn} onClose={onClose} />;
}

/**
 * Spec: members see their contract in the contract overlay after login. For a signed-in agent
 * (the layout mounts this only then), the offers and termination requests waiting for it, once a
 * session; once closed, nothing is fetched again.
 */
export function ContractPopupGate({ hasTurn }: GateProps) {
  const [isClosed, setClosed] = useState(
    () => readStorage('session', CONTRACT_POPUP_FLAG) === CLOSED,
  );
  if (isClosed) return null;
  return (
    <WaitingRequests
      hasTurn={hasTurn}
      onClose={() => {
        writeStorage('session', CONTRACT_POPUP_FLAG, CLOSED);
        setClosed(true);
      }}
    />
  );
}
