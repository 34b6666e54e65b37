import type { SiteConfig, SystemStatus } from '@portal/contracts/system';
import { isApiError } from '../../lib/api-error.ts';

export type SystemView =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'maintenance'; endsAt: string | null }
  | { kind: 'blocked'; ip: string | null }
  | { kind: 'unreachable'; error: unknown };

interface Inputs {
  site: SiteConfig | undefined;
  siteError: unknown;
  status: SystemStatus | undefined;
  statusError: unknown;
}

function fromError(error: unknown): SystemView | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'SYSTEM_MAINTENANCE') return { kind: 'maintenance', endsAt: null };
  if (error.code === 'SYSTEM_REGION_BLOCKED') return { kind: 'blocked', ip: null };
  return undefined;
}

/**
 * Which top-level screen to show. The latest status poll wins over the status embedded in the
 * site config; status 1 is maintenance, 2 is region-blocked (spec section 4).
 */
export function resolveSystemView({ site, siteError, status, statusError }: Inputs): SystemView {
  const current = status ?? site;
  if (current) {
    if (current.status === 1) return { kind: 'maintenance', endsAt: current.maintenanceEnd };
    if (current.status === 2) {
      const ip = status?.ip ?? site?.location.ip ?? null;
      return { kind: 'blocked', ip };
    }
    if (site) return { kind: 'ready' };
  }
  const fromErrors = fromError(statusError) ?? fromError(siteError);
  if (fromErrors) return fromErrors;
  if (siteError) return { kind: 'unreachable', error: siteError };
  return { kind: 'loading' };
}
