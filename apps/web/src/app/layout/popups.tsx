import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { useAnnouncements } from '../../features/announcements/api/announcements.ts';
import { PopupHost, popupsFor } from '../../features/announcements/components/popup-host.tsx';
import { isPopupClosed } from '../../features/announcements/popup-flags.ts';
import { afterStrings } from '../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';

// An agent's part only: players and visitors never download it.
const ContractPopupGate = lazy(() =>
  import('../../features/agent/components/contract-popup-gate.tsx')
    .then(afterStrings)
    .then((m) => ({ default: m.ContractPopupGate })),
);

/** Radix mounts and removes each dialog's portal as a child of body: the moments to look again. */
function onBodyChange(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}
const noDialogOpen = () => document.querySelector('[role="dialog"]') === null;
const announcementsClosed = () => isPopupClosed('member');

/**
 * The contract popup's turn: after the member's announcement popups (closed, or none to show)
 * and with no other dialog open, so it never stacks on one. Once given, the turn is kept.
 */
function useContractTurn(): boolean {
  const [hasTurn, setTurn] = useState(false);
  const isClosed = useSyncExternalStore(onBodyChange, announcementsClosed);
  const isFree = useSyncExternalStore(onBodyChange, noDialogOpen);
  // PopupHost's own query (the same key): no second call.
  const popups = useAnnouncements({ types: 'PU', pageNo: 1 }, { enabled: !isClosed && !hasTurn });
  const noAnnouncement =
    isClosed ||
    popups.isError ||
    (popups.data !== undefined &&
      !popups.isPlaceholderData &&
      popupsFor('member', popups.data).list.length === 0);
  if (!hasTurn && noAnnouncement && isFree) setTurn(true);
  return hasTurn;
}

/** A signed-in agent's contract requests, shown in their turn; a chunk that fails is skipped. */
function AgentPopups() {
  const hasTurn = useContractTurn();
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ContractPopupGate hasTurn={hasTurn} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The player site's popups after the first paint, in turn: the operator's announcements (type
 * PU), then a signed-in agent's waiting contract requests.
 */
export function Popups() {
  const isAgent = useSessionStore((s) => s.token !== null && s.isAgent && !s.mustChangePassword);
  return (
    <>
      <PopupHost />
      {isAgent && <AgentPopups />}
    </>
  );
}
