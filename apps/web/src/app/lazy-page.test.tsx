import { act, render, screen } from '@testing-library/react';
import { Outlet, Router, RouterProvider } from '../lib/router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setAppQueryClient } from '../lib/query-client.ts';
import { showToast, useToastStore } from '../lib/stores/toast-store.ts';
import { lazyPage, withTimeout, type PageModule } from './lazy-page.tsx';

const Home = () => <p>home page</p>;
const Target = () => <p>target page</p>;

function setup(load: () => Promise<PageModule>, guard?: () => string | null) {
  window.history.replaceState(null, '', '/');
  const router = new Router({
    routes: [
      { path: '', layout: 'main', Component: Home },
      { path: 'target', layout: 'main', ...lazyPage(load), guard },
      { path: 'login', layout: 'main', Component: () => <p>login page</p> },
      { path: '*', layout: 'main', Component: () => <p>not found</p> },
    ],
    layouts: { main: { Component: Outlet, ErrorView: () => <p>error page</p> } },
    onNavigationFailed: () => showToast('navigation.failed', 'error'),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazyPage', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('loads the page chunk on navigation', async () => {
    const router = setup(() => Promise.resolve({ default: Target }));
    await screen.findByText('home page');
    await act(() => router.navigate('/target'));
    expect(await screen.findByText('target page')).toBeInTheDocument();
  });

  it('ignores a failed chunk: stays on the current page and shows a toast, then recovers', async () => {
    let attempts = 0;
    const router = setup(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: Target });
    });
    await screen.findByText('home page');
    await act(() => router.navigate('/target'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.messageKey)).toEqual(['navigation.failed']);

    await act(() => router.navigate('/target'));
    expect(await screen.findByText('target page')).toBeInTheDocument();
  });

  it('starts the page’s data with the app’s query client as soon as its chunk is in', async () => {
    const client = new QueryClient();
    setAppQueryClient(client);
    const prefetch = vi.fn();
    const router = setup(() => Promise.resolve({ default: Target, prefetch }));
    await screen.findByText('home page');
    await act(() => router.navigate('/target?vassalage=PG'));
    expect(await screen.findByText('target page')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [url, given] = prefetch.mock.calls[0] as [URL, QueryClient];
    expect(url.pathname).toBe('/target');
    expect(url.searchParams.get('vassalage')).toBe('PG');
    expect(given).toBe(client);
  });

  it('runs the guard before loading anything', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Target }));
    const router = setup(load, () => '/login');
    await screen.findByText('home page');
    await act(() => router.navigate('/target'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(load).not.toHaveBeenCalled();
  });

  it('matches paths case-insensitively and sends unknown ones to the "*" page', async () => {
    const router = setup(() => Promise.resolve({ default: Target }));
    await act(() => router.navigate('/TARGET/'));
    expect(await screen.findByText('target page')).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('keeps the page on screen until the next one is ready, and drops a superseded navigation', async () => {
    let finish: (module: PageModule) => void = () => undefined;
    const router = setup(() => new Promise<PageModule>((resolve) => (finish = resolve)));
    await screen.findByText('home page');
    const slow = router.navigate('/target');
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await act(() => router.navigate('/login'));
    expect(screen.getByText('login page')).toBeInTheDocument();
    await act(async () => {
      finish({ default: Target });
      await slow;
    });
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('follows the browser back to the previous page', async () => {
    const router = setup(() => Promise.resolve({ default: Target }));
    await act(() => router.navigate('/login'));
    expect(screen.getByText('login page')).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the error page when the first page cannot load (nowhere else to stay)', async () => {
    window.history.replaceState(null, '', '/target');
    const router = new Router({
      routes: [
        { path: 'target', layout: 'main', ...lazyPage(() => Promise.reject(new Error('gone'))) },
        { path: '*', layout: 'main', Component: Home },
      ],
      layouts: { main: { Component: Outlet, ErrorView: () => <p>error page</p> } },
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('error page')).toBeInTheDocument();
  });
});

describe('withTimeout', () => {
  it('rejects after the timeout (120 s for scripts)', async () => {
    vi.useFakeTimers();
    try {
      const pending = withTimeout(new Promise(() => undefined), 120_000);
      const assertion = expect(pending).rejects.toThrow(/timed out/);
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
