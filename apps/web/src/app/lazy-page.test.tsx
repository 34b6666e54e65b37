import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, redirect, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setAppQueryClient } from '../lib/query-client.ts';
import { useToastStore } from '../lib/stores/toast-store.ts';
import { lazyPage, withTimeout, type PageModule } from './lazy-page.tsx';

const Home = () => <p>home page</p>;
const Target = () => <p>target page</p>;

function setup(load: () => Promise<PageModule>, guard?: () => Response | null) {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([
    { path: '/', Component: Home },
    { path: '/target', ...lazyPage(load, { guard }) },
    { path: '/login', Component: () => <p>login page</p> },
  ]);
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
    const router = setup(load, () => redirect('/login'));
    await screen.findByText('home page');
    await act(() => router.navigate('/target'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
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
