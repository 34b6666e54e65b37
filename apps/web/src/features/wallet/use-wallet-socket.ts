import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@portal/contracts/auth';
import type { WalletEvent } from '@portal/contracts/wallet';
import { walletPaths } from '../../config/paths.ts';
import { memberInfoQueryOptions } from '../../lib/session/member-info.ts';
import { messagesKey } from '../../lib/session/messages-key.ts';
import { useSessionStore } from '../../lib/stores/session-store.ts';
import { setCachedBalance } from './api/get-balance.ts';
import { refreshWallet } from './api/keys.ts';
import { connectWalletSocket, walletSocketUrl } from './wallet-socket.ts';

/** How long a broadcast's re-reads are spread over. */
export const BROADCAST_SPREAD_MS = 5_000;

/** Applies one pushed event to the cached data the pages show. */
export function applyWalletEvent(
  queryClient: QueryClient,
  token: string,
  event: WalletEvent,
): void {
  switch (event.type) {
    case 'balance':
      setCachedBalance(queryClient, token, event.balance, event.currencySymbol || undefined);
      return;
    case 'messages':
      queryClient.setQueryData<MemberInfo>(memberInfoQueryOptions(token).queryKey, (old) =>
        old ? { ...old, unreadMessage: event.unread } : old,
      );
      // A new message: an open inbox shows it.
      void queryClient.invalidateQueries({ queryKey: messagesKey(token) });
      return;
    case 'messages.new':
      // A broadcast reaches every open socket at once: each reads its count again after a
      // random wait of up to 5 s, so the site is not asked by everyone in the same instant.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(token).queryKey });
        void queryClient.invalidateQueries({ queryKey: messagesKey(token) });
      }, Math.random() * BROADCAST_SPREAD_MS);
      return;
    case 'withdrawal':
      void refreshWallet(queryClient, token, ['withdrawals', 'withdraw-info']);
      return;
    case 'deposit':
      // A credited deposit may have used up the first-deposit offer.
      void refreshWallet(queryClient, token, ['deposits', 'deposit-offers']);
      return;
  }
}

/**
 * Live wallet updates while logged in: GET /wps/ws (the token as the first message) pushes WalletEvent messages. Closes
 * when the token goes (logout) and reconnects with backoff after a drop.
 */
export function useWalletSocket(): void {
  const token = useSessionStore((s) => s.token);
  const isForced = useSessionStore((s) => s.mustChangePassword);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || isForced || typeof WebSocket === 'undefined') return;
    return connectWalletSocket({
      url: walletSocketUrl(walletPaths.socket, window.location),
      token,
      onEvent: (event) => applyWalletEvent(queryClient, token, event),
      // Anything pushed while we were away is missed: read the balance again.
      onReconnect: () => void refreshWallet(queryClient, token, []),
    });
  }, [token, isForced, queryClient]);
}
