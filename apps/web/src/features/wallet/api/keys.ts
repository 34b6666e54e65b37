import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** What a wallet query is about; each is cached per session token. */
export type WalletPart =
  | 'balance'
  | 'funds'
  | 'deposit-methods'
  | 'deposit-offers'
  | 'deposits'
  | 'withdraw-info'
  | 'withdrawals'
  | 'transfer-info';

/**
 * Keys start with 'member' so logging out (which drops every ['member'] query) forgets them, and
 * carry the token so a new session never sees the previous one's money.
 */
export function walletKey(token: string | null, part: WalletPart, ...rest: unknown[]) {
  return ['member', 'wallet', token, part, ...rest] as const;
}

/** The session token queries are keyed by. */
export function useToken(): string | null {
  return useSessionStore((s) => s.token);
}

/** Refetches what a money movement changed (the balance always). */
export function refreshWallet(
  queryClient: QueryClient,
  token: string | null,
  parts: WalletPart[],
): Promise<void> {
  const all = new Set<WalletPart>(['balance', ...parts]);
  return Promise.all(
    [...all].map((part) => queryClient.invalidateQueries({ queryKey: walletKey(token, part) })),
  ).then(() => undefined);
}
