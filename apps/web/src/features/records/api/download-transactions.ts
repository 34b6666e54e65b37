import { useMutation } from '@tanstack/react-query';
import { recordPaths } from '../../../config/paths.ts';
import { apiDownload, type Download } from '../../../lib/api-download.ts';
import { toQuery } from '../../../lib/paging.ts';
import type { TransactionsQuery } from './get-transactions.ts';

export type TransactionsCsvQuery = Omit<TransactionsQuery, 'pageNo' | 'pageSize'>;

/** GET …/records/transactions?format=csv, with the Authorization header (fetch, not a link). */
export function downloadTransactionsCsv(query: TransactionsCsvQuery): Promise<Download> {
  return apiDownload(`${recordPaths.transactions}${toQuery({ ...query, format: 'csv' })}`);
}

/** Hands a downloaded file to the browser as a download. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadTransactions() {
  return useMutation({
    mutationFn: async (query: TransactionsCsvQuery) => {
      const file = await downloadTransactionsCsv(query);
      saveDownload(file, `transactions_${query.from}_${query.to}.csv`);
    },
  });
}
