import type { AdminAction } from '@portal/contracts/admin';
import { useSessionStore } from './session-store.ts';

/** Whether the signed-in operator's role allows an action (the server decides; this hides UI). */
export function useCan(action: AdminAction): boolean {
  return useSessionStore((s) => s.session?.permissions.includes(action) ?? false);
}
