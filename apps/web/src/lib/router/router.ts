import type { ComponentType } from 'react';

/**
 * The app's router: a flat table of pages in a few layouts, matched case-insensitively, each page
 * made ready (its chunk loaded) before the address changes, so the page the player is on stays
 * until the next one can draw. It replaces react-router, whose data router cost 29 KB gzip of the
 * first load for the few things this app uses (docs/ARCHITECTURE.md, "Router").
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`). */
  state: unknown;
  /** Unique per history entry: a navigation to the same address gets a new one. */
  key: string;
}

export interface PageRoute<Handle = unknown> {
  /** Without the leading slash; '' is the index and '*' whatever nothing else matches. */
  path: string;
  layout: string;
  handle?: Handle;
  /** Runs before anything loads: a path to go to instead (a redirect), or null. */
  guard?: () => string | null;
  /** A page that is always ready. */
  Component?: ComponentType;
  /** Makes the page ready for a navigation to `url`: its component, at once when cached. */
  prepare?: (url: URL) => ComponentType | Promise<ComponentType>;
}

export interface LayoutDef {
  Component: ComponentType;
  /** Drawn instead of the layout while the first page loads (none: the layout draws around it). */
  Fallback?: ComponentType;
  /** Drawn in the page's place while the first page loads. */
  PageFallback?: ComponentType;
  /** Drawn in the page's place when the page could not load or broke while drawing. */
  ErrorView: ComponentType;
}

export interface RouterState<Handle = unknown> {
  location: RouterLocation;
  route: PageRoute<Handle>;
  /** The ready page; null while the first one loads or when it failed (`error`). */
  Page: ComponentType | null;
  error: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface RouterOptions<Handle> {
  routes: PageRoute<Handle>[];
  layouts: Record<string, LayoutDef>;
  /** A navigation was dropped because its page could not load (the player stays where they are). */
  onNavigationFailed?: (error: unknown) => void;
}

type Mode = 'push' | 'replace' | 'pop';

interface HistoryEntry {
  key: string;
  usr: unknown;
}

const MAX_REDIRECTS = 8;

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function entryOf(state: unknown): HistoryEntry | null {
  return state && typeof state === 'object' && 'key' in state ? (state as HistoryEntry) : null;
}

function readLocation(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const entry = entryOf(window.history.state);
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** An address relative to the current page (`?page=2`, `/vip`) as a URL. */
export function resolveUrl(to: string): URL {
  return new URL(to, window.location.href);
}

export function pathOf(url: { pathname: string; search: string; hash: string }): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

export class Router<Handle = unknown> {
  state: RouterState<Handle>;
  readonly layouts: Record<string, LayoutDef>;
  private readonly byPath = new Map<string, PageRoute<Handle>>();
  private readonly fallback: PageRoute<Handle>;
  private readonly listeners = new Set<() => void>();
  private readonly onNavigationFailed: ((error: unknown) => void) | undefined;
  /** The latest navigation; an older one that finishes later is dropped. */
  private seq = 0;

  constructor({ routes, layouts, onNavigationFailed }: RouterOptions<Handle>) {
    this.layouts = layouts;
    this.onNavigationFailed = onNavigationFailed;
    for (const route of routes) {
      if (route.path !== '*') this.byPath.set(route.path.toLowerCase(), route);
    }
    const fallback = routes.find((r) => r.path === '*');
    if (!fallback) throw new Error('The route table needs a "*" route');
    this.fallback = fallback;
    const location = readLocation();
    this.state = { location, route: this.match(location.pathname), Page: null, error: null };
    void this.go(resolveUrl(pathOf(location)), 'replace', location.state, 0, true);
  }

  match(pathname: string): PageRoute<Handle> {
    const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
    return this.byPath.get(path) ?? this.fallback;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): RouterState<Handle> => this.state;

  /** Goes to `to` once its page is ready; a number moves through history. */
  navigate = (to: string | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      window.history.go(to);
      return Promise.resolve();
    }
    const url = resolveUrl(to);
    // The same address again replaces the entry (a new key, so popups reopen).
    const mode = options.replace || pathOf(url) === pathOf(window.location) ? 'replace' : 'push';
    return this.go(url, mode, options.state, 0, false);
  };

  /** The browser's back and forward: the address has already changed. */
  handlePop = (): void => {
    const location = readLocation();
    void this.go(resolveUrl(pathOf(location)), 'pop', location.state, 0, false);
  };

  private go(url: URL, mode: Mode, state: unknown, depth: number, initial: boolean): Promise<void> {
    const id = ++this.seq;
    const route = this.match(url.pathname);
    const redirect = route.guard?.();
    if (redirect !== undefined && redirect !== null) {
      if (depth >= MAX_REDIRECTS) throw new Error(`Too many redirects at ${url.pathname}`);
      return this.go(
        resolveUrl(redirect),
        mode === 'push' ? 'push' : 'replace',
        null,
        depth + 1,
        initial,
      );
    }
    let ready: ComponentType | Promise<ComponentType>;
    try {
      ready = route.Component ?? route.prepare?.(url) ?? this.fail(route);
    } catch (error) {
      ready = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (!(ready instanceof Promise)) {
      this.commit(url, mode, state, route, ready, null);
      return Promise.resolve();
    }
    return ready.then(
      (Page) => {
        if (id === this.seq) this.commit(url, mode, state, route, Page, null);
      },
      (error: unknown) => {
        if (id !== this.seq) return;
        // Nowhere else to stay (the first load, back/forward, or this very page): show the error.
        if (initial || mode === 'pop' || pathOf(url) === pathOf(this.state.location)) {
          this.commit(url, mode, state, route, null, error);
        } else {
          this.onNavigationFailed?.(error);
        }
      },
    );
  }

  private fail(route: PageRoute<Handle>): never {
    throw new Error(`Route "${route.path}" has neither a Component nor prepare`);
  }

  private commit(
    url: URL,
    mode: Mode,
    usr: unknown,
    route: PageRoute<Handle>,
    Page: ComponentType | null,
    error: unknown,
  ): void {
    const key = mode === 'pop' ? (entryOf(window.history.state)?.key ?? newKey()) : newKey();
    if (mode !== 'pop') {
      const entry: HistoryEntry = { key, usr: usr ?? null };
      const href = pathOf(url);
      if (mode === 'push') window.history.pushState(entry, '', href);
      else window.history.replaceState(entry, '', href);
    }
    const location: RouterLocation = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: usr ?? null,
      key,
    };
    this.state = { location, route, Page, error };
    for (const listener of this.listeners) listener();
  }
}
