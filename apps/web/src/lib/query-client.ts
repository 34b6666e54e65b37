import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not fix themselves by retrying; network and 5xx may.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let appClient: QueryClient | undefined;

/** The page's one query client (main.tsx), for route loaders that start a page's data early. */
export function setAppQueryClient(client: QueryClient): void {
  appClient = client;
}

export function appQueryClient(): QueryClient | undefined {
  return appClient;
}
