import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberWallet } from '@portal/contracts/admin-wallet';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { WALLET_KEY } from '../../../lib/query-keys.ts';

export const getMemberWallet = (id: number, signal?: AbortSignal) =>
  apiFetch<MemberWallet>(api.memberWallet(id), signal ? { signal } : {});

export const memberWalletQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'member', id],
    queryFn: ({ signal }) => getMemberWallet(id, signal),
  });

export const useMemberWallet = (id: number) => useQuery(memberWalletQueryOptions(id));
