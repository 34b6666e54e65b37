import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/healthz', '/readyz', '/docs'];
/** `ws: true` also forwards the wallet websocket (/wps/ws) in dev and preview. */
const proxy = () => Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, ws: true }]));

/** Vendor groups: stable, cacheable chunks that change less often than the app code. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'query',
    // The infinite-query modules serve lazy game lists only; they stay with those chunks.
    test: /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/](?!.*[\\/](use)?infiniteQuery(Observer|Options)?\.js$)/i,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  {
    name: 'dialog',
    test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: proxy(),
  },
  preview: {
    proxy: proxy(),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  test: {
    name: '@portal/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
