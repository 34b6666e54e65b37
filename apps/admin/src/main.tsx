import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/base.css';
import './lib/i18n/i18n.ts';
import { AppProvider } from './app/provider.tsx';
import { createConsoleRouter } from './app/router.tsx';
import { applyTheme, useUiStore } from './lib/ui-store.ts';

// Before the first paint, so the chosen theme does not flash (no inline script: strict CSP).
applyTheme(useUiStore.getState().theme);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createConsoleRouter()} />
    </AppProvider>
  </StrictMode>,
);
