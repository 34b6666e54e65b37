import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from './api-client.ts';

/** A file behind the bearer token (proof images), kept while it is being looked at. */
export const authorizedFileQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['admin-file', path],
    queryFn: ({ signal }) => apiFetchBlob(path, { signal }),
    // An uploaded proof never changes; drop the bytes soon after nobody shows them.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useAuthorizedFile = (path: string) => useQuery(authorizedFileQueryOptions(path));
