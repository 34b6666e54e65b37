import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n/i18n.ts';

/** Renders UI inside the console's providers and a memory router. */
export function renderWithApp(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON envelope, or raw bytes with their content type (an image). */
type MockAnswer =
  | { status?: number; body: unknown }
  | { status?: number; bytes: Uint8Array<ArrayBuffer>; type: string };

/** Answers fetch calls by method and path with envelopes; records every request. */
export function mockApi(routes: Record<string, (body: unknown) => MockAnswer>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://x.test');
    const method = init?.method ?? 'GET';
    // A multipart upload is recorded as its FormData; everything else is JSON.
    const body: unknown =
      init?.body instanceof FormData
        ? init.body
        : init?.body
          ? JSON.parse(init.body as string)
          : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      body,
      headers: new Headers(init?.headers),
    });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected call ${method} ${url.pathname}`);
    const answer = handler(body);
    if ('bytes' in answer) {
      return new Response(answer.bytes, {
        status: answer.status ?? 200,
        headers: { 'content-type': answer.type },
      });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock;
  return calls;
}
