import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Outlet, Router, RouterProvider } from '../lib/router/index.ts';

/** Renders UI inside the app's providers and the app's router at `url`; returns the router too. */
export function renderWithApp(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  window.history.replaceState(null, '', url);
  const Page = () => ui;
  const router = new Router({
    routes: [{ path: '*', layout: 'test', Component: Page }],
    layouts: { test: { Component: Outlet, ErrorView: () => null } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
