import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOperatorCreate,
  AdminOperatorRow,
  AdminOperatorSecret,
  OperatorRole,
} from '@portal/contracts/admin';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { OPERATORS_KEY } from '../../../lib/query-keys.ts';

export const useOperators = () =>
  useQuery({
    queryKey: [OPERATORS_KEY],
    queryFn: ({ signal }) => apiFetch<AdminOperatorRow[]>(api.operators, { signal }),
  });

function useOperatorChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPERATORS_KEY] }),
  });
}

export const useCreateOperator = () =>
  useOperatorChange((body: AdminOperatorCreate) =>
    apiFetch<AdminOperatorSecret>(api.operators, { method: 'POST', body }),
  );

export const useSetOperatorStatus = () =>
  useOperatorChange(({ id, status }: { id: number; status: 'ACTIVE' | 'DISABLED' }) =>
    apiFetch<AdminOperatorRow>(api.operatorStatus(id), { method: 'PUT', body: { status } }),
  );

export const useSetOperatorRole = () =>
  useOperatorChange(({ id, role }: { id: number; role: OperatorRole }) =>
    apiFetch<AdminOperatorRow>(api.operatorRole(id), { method: 'PUT', body: { role } }),
  );

export const useResetOperatorPassword = () =>
  useOperatorChange((id: number) =>
    apiFetch<AdminOperatorSecret>(api.operatorPassword(id), { method: 'POST', body: {} }),
  );

export const useResetOperatorTotp = () =>
  useOperatorChange((id: number) =>
    apiFetch<AdminOperatorRow>(api.operatorTotpReset(id), { method: 'POST', body: {} }),
  );
