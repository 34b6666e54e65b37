import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterStrings } from '../lib/i18n/i18n.ts';
import { appQueryClient } from '../lib/query-client.ts';
import { showToast } from '../lib/stores/toast-store.ts';

/** Spec: a script load times out after 120 seconds. */
export const SCRIPT_TIMEOUT_MS = 120_000;

export interface PageModule {
  default: ComponentType;
  /** Starts the page's first data as soon as its chunk is in, before React renders it. */
  prefetch?: (url: URL, client: QueryClient) => void;
}

interface LazyPageOptions {
  /** Runs before anything loads; a returned Response (redirect) wins. */
  guard?: () => Response | null;
  timeoutMs?: number;
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

function pathOf(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}

/**
 * A lazily loaded page whose chunk failure is ignored (spec: failed navigation is silently
 * ignored). The loader shares the import with `lazy`; if it fails, the navigation is replaced by
 * the page the user is still on and a toast explains why. The router caches `lazy`, so its
 * fallback component renders whatever a later, successful retry in the loader brought in.
 * With nothing to stay on (the first page load), the error goes to the route's error element.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  { guard, timeoutMs = SCRIPT_TIMEOUT_MS }: LazyPageOptions = {},
): Pick<RouteObject, 'lazy' | 'loader'> {
  let Page: ComponentType | undefined;
  let prefetch: PageModule['prefetch'];
  /** The navigation whose data the page should start (set by the loader, used once). */
  let prefetchUrl: URL | undefined;
  let pending: Promise<ComponentType> | undefined;

  const runPrefetch = () => {
    const client = appQueryClient();
    if (!prefetch || !client || !prefetchUrl) return;
    prefetch(prefetchUrl, client);
    prefetchUrl = undefined;
  };

  const tryLoad = (): Promise<ComponentType> => {
    if (Page) return Promise.resolve(Page);
    pending ??= withTimeout(
      load().then((module) => {
        // The data starts with the chunk, not after the page's strings have come in too.
        prefetch = module.prefetch;
        runPrefetch();
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
  };

  function LoadedPage() {
    return Page ? <Page /> : null;
  }

  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const blocked = guard?.();
      if (blocked) return blocked;
      prefetchUrl = new URL(request.url);
      if (prefetch) runPrefetch();
      try {
        await tryLoad();
        return null;
      } catch (error) {
        const here = pathOf(window.location);
        if (pathOf(new URL(request.url)) === here) throw error;
        showToast('navigation.failed', 'error');
        return replace(`${here}${window.location.hash}`);
      }
    },
    lazy: async () => {
      try {
        return { Component: await tryLoad() };
      } catch {
        return { Component: LoadedPage };
      }
    },
  };
}
