import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletSettings, WalletSettingsInput } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export const saveWalletSettings = (input: WalletSettingsInput) =>
  apiFetch<WalletSettings>(api.walletSettings, { method: 'PUT', body: input });

export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWalletSettings,
    onSuccess: (settings) => queryClient.setQueryData([WALLET_KEY, 'settings'], settings),
  });
}
