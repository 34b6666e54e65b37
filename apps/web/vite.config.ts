import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { precompress } from './build/precompress.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/healthz', '/readyz', '/docs'];
/** `ws: true` also forwards the wallet websocket (/wps/ws) in dev and preview. */
const proxy = () => Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, ws: true }]));

/** Vendor groups: stable, cacheable chunks that change less often than the app code. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'query',
    // The infinite-query modules serve lazy game lists only; they stay with those chunks.
    test: /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/](?!.*[\\/](use)?infiniteQuery(Observer|Options)?\.js$)/i,
  },
  {
    name: 'dialog',
    test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
  },
  // The app's own first-load modules (those the entry imports statically, with the contracts
  // they use) as one chunk. Left to the automatic split they were 13 small shared chunks, each a
  // request of its own before the first paint (issue 14: the page's scripts 16 → 5). Only
  // first-load modules are captured, so nothing a lazy page alone needs comes with them; the
  // error messages are named by a dynamic import per language and stay out. Their dependencies
  // outside the group are the vendor chunks above, which load before this one runs.
  {
    name: 'start',
    test: /(apps[\\/]web|packages[\\/]contracts)[\\/]src[\\/](?!error-messages[\\/])|vite[\\/]preload-helper/,
    tags: ['$initial' as const],
    includeDependenciesRecursively: false,
  },
];

/** The built files of each language's main strings (`src/lib/i18n/<lang>.ts`) and what they import. */
function languageFiles(bundle: Rollup.OutputBundle, base: string): Record<string, string[]> {
  const byFile = new Map(Object.values(bundle).map((item) => [item.fileName, item]));
  const closure = (file: string, seen: Set<string>): void => {
    const item = byFile.get(file);
    if (!item || item.type !== 'chunk' || seen.has(file)) return;
    seen.add(file);
    for (const dep of item.imports) closure(dep, seen);
  };
  const files: Record<string, string[]> = {};
  for (const item of byFile.values()) {
    if (item.type !== 'chunk') continue;
    const code = /src\/lib\/i18n\/(\w\w)\.ts$/.exec(item.facadeModuleId ?? '')?.[1];
    if (!code) continue;
    const seen = new Set<string>();
    closure(item.fileName, seen);
    files[code.toUpperCase()] = [...seen].map((file) => `${base}${file}`);
  }
  return files;
}

/**
 * The stored language's strings are a chunk of their own (imported by i18n.ts); this inline script
 * asks for it with the entry, not after the entry has run: no waterfall before the first paint.
 * Partial languages read English. The server's CSP hashes every inline script of index.html.
 */
function preloadLanguage(): Plugin {
  let base = '/';
  return {
    name: 'portal-preload-language',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const files = JSON.stringify(languageFiles(ctx.bundle, base));
        const script = `(function(f){try{var l=(localStorage.getItem('lang')||localStorage.getItem('hisLang')||'BN').toUpperCase();(f[l]||f.EN||[]).forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.href=h;document.head.appendChild(k)})}catch(e){}})(${files});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLanguage(), precompress()],
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
