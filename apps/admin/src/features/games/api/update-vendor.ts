import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVendor, AdminVendorUpdate } from '@portal/contracts/admin-games';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { GAMES_KEY } from '../../../lib/query-keys.ts';

export interface VendorChange {
  code: string;
  changes: AdminVendorUpdate;
}

/** Changes only the given fields of a vendor. */
export const updateVendor = ({ code, changes }: VendorChange) =>
  apiFetch<AdminVendor>(api.gameVendor(code), { method: 'PATCH', body: changes });

/** A vendor change; the games list shows its vendor's state too, so the whole catalog refetches. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GAMES_KEY] }),
  });
}
