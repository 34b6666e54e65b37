import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDigits,
  AdminCustomerService,
  AdminCustomerServiceInput,
  AdminDomainRoute,
  AdminDomainRouteInput,
  AdminMaintenance,
  AdminMaintenanceUpdate,
  AdminRegion,
  AdminRegionRule,
  AdminRegionRuleCreate,
  Resource,
} from '@portal/contracts/system';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { SITE_KEY } from '../../../lib/query-keys.ts';

const key = (part: string) => [SITE_KEY, part] as const;

/** A query of one site section. */
const useSection = <T>(part: string, path: string) =>
  useQuery({ queryKey: key(part), queryFn: ({ signal }) => apiFetch<T>(path, { signal }) });

/** A change of one site section; its list is read again after. */
function useSiteChange<I, O>(part: string, run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(part) }),
  });
}

export const useMaintenance = () =>
  useSection<AdminMaintenance>('maintenance', api.siteMaintenance);
export const useSetMaintenance = () =>
  useSiteChange('maintenance', (body: AdminMaintenanceUpdate) =>
    apiFetch<AdminMaintenance>(api.siteMaintenance, { method: 'PUT', body }),
  );

export const useDigits = () => useSection<AdminDigits>('digits', api.siteDigits);
export const useSetDigits = () =>
  useSiteChange('digits', (body: AdminDigits) =>
    apiFetch<AdminDigits>(api.siteDigits, { method: 'PUT', body }),
  );

export const useRegion = () => useSection<AdminRegion>('region', api.siteRegion);
export const useSetRegionEnabled = () =>
  useSiteChange('region', (enabled: boolean) =>
    apiFetch<AdminRegion>(api.siteRegion, { method: 'PUT', body: { enabled } }),
  );
export const useAddRegionRule = () =>
  useSiteChange('region', (body: AdminRegionRuleCreate) =>
    apiFetch<AdminRegionRule>(api.siteRegionRules, { method: 'POST', body }),
  );
export const useRemoveRegionRule = () =>
  useSiteChange('region', (id: number) =>
    apiFetch<{ done: true }>(api.siteRegionRule(id), { method: 'DELETE' }),
  );

export const useCustomerServices = () =>
  useSection<AdminCustomerService[]>('cs', api.siteCustomerServices);
export const useSaveCustomerService = () =>
  useSiteChange('cs', ({ id, ...body }: AdminCustomerServiceInput & { id?: number }) =>
    id === undefined
      ? apiFetch<AdminCustomerService>(api.siteCustomerServices, { method: 'POST', body })
      : apiFetch<AdminCustomerService>(api.siteCustomerService(id), { method: 'PUT', body }),
  );
export const useRemoveCustomerService = () =>
  useSiteChange('cs', (id: number) =>
    apiFetch<{ done: true }>(api.siteCustomerService(id), { method: 'DELETE' }),
  );

export const useResources = () => useSection<Resource[]>('resources', api.siteResources);
export const useSetResource = () =>
  useSiteChange('resources', ({ type, url }: { type: string; url: string }) =>
    apiFetch<Resource>(api.siteResource(type), { method: 'PUT', body: { url } }),
  );
export const useRemoveResource = () =>
  useSiteChange('resources', (type: string) =>
    apiFetch<{ done: true }>(api.siteResource(type), { method: 'DELETE' }),
  );

export const useDomains = () => useSection<AdminDomainRoute[]>('domains', api.siteDomains);
export const useAddDomain = () =>
  useSiteChange('domains', (body: AdminDomainRouteInput) =>
    apiFetch<AdminDomainRoute>(api.siteDomains, { method: 'POST', body }),
  );
export const useRemoveDomain = () =>
  useSiteChange('domains', (id: number) =>
    apiFetch<{ done: true }>(api.siteDomain(id), { method: 'DELETE' }),
  );
