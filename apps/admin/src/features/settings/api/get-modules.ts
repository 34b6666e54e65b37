import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhitelabelNode } from '@portal/contracts/system';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getModules = (signal?: AbortSignal) =>
  apiFetch<WhitelabelNode[]>(api.modules, signal ? { signal } : {});

export const modulesQueryOptions = () =>
  queryOptions({ queryKey: ['admin-modules'], queryFn: ({ signal }) => getModules(signal) });

export const useModules = () => useQuery(modulesQueryOptions());
