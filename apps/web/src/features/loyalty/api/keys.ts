import { useSessionStore } from '../../../lib/stores/session-store.ts';

/**
 * A member's loyalty query (claimables, applications): under 'member' (logging out drops them)
 * and keyed by token, so one member's rewards never show to the next.
 */
export function loyaltyKey(token: string | null, ...rest: unknown[]) {
  return ['member', 'loyalty', token, ...rest] as const;
}

/** The promotions page: the member's activity state is on each promotion, hence the token. */
export function promotionsKey(token: string | null, ...rest: unknown[]) {
  return ['promotions', token, ...rest] as const;
}

/** The newest grants of the reward centre (./grants.ts). */
export function grantsKey(token: string | null, ...rest: unknown[]) {
  return ['grants', token, ...rest] as const;
}

/**
 * Queries of other features this one refreshes, under their keys (features/wallet/api/keys.ts:
 * walletKey; features/records/api/keys.ts: recordsKey) so the header's balance, the deposit page
 * and bonus details share the cache; features do not import each other, so they are written out.
 */
export const balanceKey = (token: string | null) => ['member', 'wallet', token, 'balance'] as const;
export const depositMethodsKey = (token: string | null, language: string) =>
  ['member', 'wallet', token, 'deposit-methods', language] as const;
export const bonusRecordsKey = (token: string | null) =>
  ['member', 'records', token, 'bonuses'] as const;

/** Member calls need a real account: trial sessions and forced password changes ask for nothing. */
export function useMemberToken() {
  const token = useSessionStore((s) => s.token);
  const isIdle = useSessionStore((s) => s.isTrial || s.mustChangePassword);
  return { token, enabled: token !== null && !isIdle };
}
