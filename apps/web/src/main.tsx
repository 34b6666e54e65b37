// First: its module starts fetching the stored language's strings while the rest evaluates.
import { i18nReady } from './lib/i18n/i18n.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router/index.ts';
import './styles/tokens.css';
import './styles/base.css';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { SystemGate } from './app/system-gate.tsx';
import { applySiteConfig, siteConfigQueryOptions } from './features/system/api/get-site-config.ts';
import { bannersQueryKey } from './lib/banners.ts';
import { readBootData } from './lib/boot-data.ts';
import { createQueryClient, setAppQueryClient } from './lib/query-client.ts';
import './styles/boot-shell.css';

const queryClient = createQueryClient();
setAppQueryClient(queryClient);
// The server wrote the site configuration (and the home banners) into the page: no round trip
// before the first render. Without it, the configuration is asked for before React has rendered.
const boot = readBootData();
if (boot.site) {
  applySiteConfig(boot.site);
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, boot.site);
} else {
  void queryClient.prefetchQuery(siteConfigQueryOptions());
}
for (const [groups, list] of Object.entries(boot.banners ?? {})) {
  queryClient.setQueryData(bannersQueryKey(groups.split(',')), list);
}
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The language chunk was asked for when i18n.ts ran, alongside the site config: no raw keys
// on the first paint, and no request waits for another.
// A transition: React renders the first screen in slices, yielding to the browser between
// them, instead of one long task (the pre-drawn shell stays up until it commits).
void i18nReady.then(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider client={queryClient}>
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </AppProvider>
      </StrictMode>,
    ),
  );
});
