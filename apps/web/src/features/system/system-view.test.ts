import { describe, expect, it } from 'vitest';
import type { SiteConfig, SystemStatus } from '@portal/contracts/system';
import { ApiError } from '../../lib/api-error.ts';
import { resolveSystemView } from './system-view.ts';

const site = (over: Partial<SiteConfig> = {}) =>
  ({
    status: 0,
    maintenanceEnd: null,
    location: { ip: '10.0.0.9', country: null },
    ...over,
  }) as SiteConfig;

const status = (over: Partial<SystemStatus> = {}) =>
  ({ status: 0, maintenanceEnd: null, ip: '10.0.0.1', ...over }) as SystemStatus;

const none = { site: undefined, siteError: null, status: undefined, statusError: null };

describe('resolveSystemView', () => {
  it('is loading until the site config arrives', () => {
    expect(resolveSystemView(none)).toEqual({ kind: 'loading' });
  });

  it('is ready for status 0', () => {
    expect(resolveSystemView({ ...none, site: site() })).toEqual({ kind: 'ready' });
  });

  it('shows maintenance with the end time for status 1', () => {
    const end = '2030-01-01T10:00:00.000Z';
    expect(resolveSystemView({ ...none, site: site({ status: 1, maintenanceEnd: end }) })).toEqual({
      kind: 'maintenance',
      endsAt: end,
    });
  });

  it('lets the latest status poll override the site config', () => {
    const view = resolveSystemView({ ...none, site: site(), status: status({ status: 2 }) });
    expect(view).toEqual({ kind: 'blocked', ip: '10.0.0.1' });
    const back = resolveSystemView({ ...none, site: site({ status: 1 }), status: status() });
    expect(back).toEqual({ kind: 'ready' });
  });

  it('maps maintenance and region error codes when the config call itself is refused', () => {
    const maint = new ApiError('SYSTEM_MAINTENANCE', 'x', 503);
    expect(resolveSystemView({ ...none, siteError: maint }).kind).toBe('maintenance');
    const blocked = new ApiError('SYSTEM_REGION_BLOCKED', 'x', 403);
    expect(resolveSystemView({ ...none, siteError: blocked }).kind).toBe('blocked');
  });

  it('is unreachable for any other config failure', () => {
    const error = new ApiError('NETWORK_ERROR', 'down', 0);
    expect(resolveSystemView({ ...none, siteError: error })).toEqual({
      kind: 'unreachable',
      error,
    });
  });
});
