import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFieldRow } from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const saveRegisterFields = (fields: RegisterFieldRow[]) =>
  apiFetch<RegisterFieldRow[]>(api.fields, { method: 'PUT', body: { fields } });

/** Saves every row at once (the server takes all or none). */
export function useSaveRegisterFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegisterFields,
    onSuccess: (rows) => queryClient.setQueryData(['admin-register-fields'], rows),
  });
}
