import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@portal/contracts/wallet';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshWallet, useToken } from './keys.ts';

export interface NotReceivedReport {
  id: number;
  note: string;
  files: readonly File[];
}

/** POST /wps/wallet/withdrawals/:id/not-received: multipart `note` plus 1–3 `proof` images. */
export function reportNotReceived({ id, note, files }: NotReceivedReport): Promise<Withdrawal> {
  const body = new FormData();
  if (note.trim()) body.append('note', note.trim());
  for (const file of files) body.append('proof', file);
  return apiFetch<Withdrawal>(walletPaths.withdrawalNotReceived(id), {
    method: 'POST',
    body,
    timeoutMs: 60_000,
  });
}

export function useReportNotReceived() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: reportNotReceived,
    onSettled: () => refreshWallet(queryClient, token, ['withdrawals']),
  });
}
