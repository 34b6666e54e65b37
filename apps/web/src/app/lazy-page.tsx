import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { afterStrings } from '../lib/i18n/i18n.ts';
import { appQueryClient } from '../lib/query-client.ts';
import type { PageRoute } from '../lib/router/index.ts';

/** Spec: a script load times out after 120 seconds. */
export const SCRIPT_TIMEOUT_MS = 120_000;

export interface PageModule {
  default: ComponentType;
  /** Starts the page's first data as soon as its chunk is in, before React renders it. */
  prefetch?: (url: URL, client: QueryClient) => void;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Script load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A lazily loaded page. The router waits for its chunk (and the page's strings) before the
 * address changes; a failed chunk is dropped and a later navigation tries again (spec: failed
 * navigation is silently ignored; the router's `onNavigationFailed` says why with a toast).
 * Every navigation starts the page's first data as soon as the chunk is in.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Required<Pick<PageRoute, 'prepare'>> {
  let Page: ComponentType | undefined;
  let prefetch: PageModule['prefetch'];
  let pending: Promise<ComponentType> | undefined;

  const startData = (url: URL) => {
    const client = appQueryClient();
    if (prefetch && client) prefetch(url, client);
  };

  return {
    prepare: (url) => {
      if (Page) {
        startData(url);
        return Page;
      }
      pending ??= withTimeout(
        load().then((module) => {
          // The data starts with the chunk, not after the page's strings have come in too.
          prefetch = module.prefetch;
          startData(url);
          return afterStrings(module);
        }),
        timeoutMs,
      ).then(
        (module) => (Page = module.default),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
