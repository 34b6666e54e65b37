import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletSettings } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export const getWalletSettings = (signal?: AbortSignal) =>
  apiFetch<WalletSettings>(api.walletSettings, signal ? { signal } : {});

export const walletSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_KEY, 'settings'],
    queryFn: ({ signal }) => getWalletSettings(signal),
  });

export const useWalletSettings = () => useQuery(walletSettingsQueryOptions());
