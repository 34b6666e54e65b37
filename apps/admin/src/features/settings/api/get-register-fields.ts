import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterFieldRow } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getRegisterFields = (signal?: AbortSignal) =>
  apiFetch<RegisterFieldRow[]>(api.fields, signal ? { signal } : {});

export const registerFieldsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-register-fields'],
    queryFn: ({ signal }) => getRegisterFields(signal),
  });

export const useRegisterFields = () => useQuery(registerFieldsQueryOptions());
