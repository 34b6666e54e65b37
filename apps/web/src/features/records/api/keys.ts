import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export function recordsKey(token: string | null, kind: string, query: object) {
  return ['member', 'records', token, kind, query] as const;
}

export function useToken(): string | null {
  return useSessionStore((s) => s.token);
}
