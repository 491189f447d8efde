import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { escapeHtml } from './shared/escape-html.ts';
import { it, type TranslationKey } from './web/i18n/it.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./web/', import.meta.url));
const bffOrigin = process.env.BFF_ORIGIN ?? 'http://127.0.0.1:3000';

/** Paths the Vite dev server answers itself (its client, pre-bundled deps, files outside the root). */
const viteOwnPrefixes = ['/@vite/', '/@id/', '/@fs/', '/@react-refresh', '/node_modules/', '/__vite'];

/**
 * Dev only: decides who answers a request. Vite's own paths and the SPA's source files stay with Vite;
 * a browser navigation gets Vite's index.html (the shell); everything else (page data as JSON, calls,
 * login, fragments) goes to the BFF.
 */
function viteAnswers(req: IncomingMessage): string | undefined {
  const url = req.url ?? '/';
  const pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  if (viteOwnPrefixes.some((prefix) => pathname.startsWith(prefix))) return url;
  const file = `${webRoot}${pathname.slice(1)}`;
  if (pathname !== '/' && !pathname.includes('..') && existsSync(file) && statSync(file).isFile()) return url;
  const fetchMode = req.headers['sec-fetch-mode'];
  const isNavigation = fetchMode ? fetchMode === 'navigate' : (req.headers.accept ?? '').startsWith('text/html');
  if (req.method === 'GET' && isNavigation) return '/index.html';
  return undefined;
}

/** Fills `%JS_KEY%` placeholders of index.html (title, noscript login) from the Italian translation table. */
function translateIndexHtml(): Plugin {
  return {
    name: 'shop-translate-index-html',
    transformIndexHtml(html) {
      return html.replace(/%(JS_[A-Z0-9_]+)%/g, (whole, key: string) => (key in it ? escapeHtml(it[key as TranslationKey]) : whole));
    },
  };
}

// vitest.config.ts is Vitest's own config; should Vitest ever read this file, the root stays the repository (tests live everywhere).
const underVitest = Boolean(process.env.VITEST);

export default defineConfig({
  root: underVitest ? repoRoot : webRoot,
  plugins: [react(), tailwindcss(), translateIndexHtml()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // The BFF reads it to preload the chunk of the screen it server-renders.
    manifest: true,
  },
  server: {
    proxy: {
      '^/': { target: bffOrigin, bypass: (req) => viteAnswers(req) },
    },
  },
});
