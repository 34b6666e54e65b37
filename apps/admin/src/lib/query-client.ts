import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Server state: short staleness (operators expect fresh data), no retry on 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
