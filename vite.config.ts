import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { escapeHtml } from './shared/escape-html.ts';
import { shellTexts } from './shared/i18n/shell-texts.ts';

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
      return html.replace(/%(JS_[A-Z0-9_]+)%/g, (whole, key: string) => escapeHtml(shellTexts[key] ?? whole));
    },
  };
}

/** The app entry and the chunks it imports statically: loaded before any screen, so never worth preloading again. */
const firstBundle = new Set<string>();

/**
 * Notes the first bundle's chunks before Vite writes each lazy import's preload list, which then leaves them out:
 * every screen's list named the framework and the shared chunks the page already runs, in the first bundle itself.
 */
function rememberFirstBundle(): Plugin {
  return {
    name: 'shop-first-bundle',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'index') continue;
          firstBundle.add(chunk.fileName);
          for (const file of chunk.imports) firstBundle.add(file);
        }
      },
    },
  };
}

/** JSX (`react/jsx-runtime`, as TypeScript's) and, in the dev server, hot updates that keep state (React Fast Refresh). */
const framework = react();

// vitest.config.ts is Vitest's own config; should Vitest ever read this file, the root stays the repository (tests live everywhere).
const underVitest = Boolean(process.env.VITEST);

/**
 * Brotli and gzip copies of every text file of the build, next to it, at the highest levels: the cost is paid once
 * per build, and the BFF sends them as they are (@fastify/static `preCompressed`), spending no CPU per request.
 * A copy that would not be smaller is skipped; the BFF then sends the file itself.
 */
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|txt)$/,
  // Vite's manifest is read by the build tools and the BFF, never sent to a browser.
  exclude: /(^|\/)\.vite\//,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: zlibConstants.Z_BEST_COMPRESSION }),
  ],
  logLevel: 'silent',
});

export default defineConfig({
  root: underVitest ? repoRoot : webRoot,
  plugins: [framework, tailwindcss(), translateIndexHtml(), rememberFirstBundle(), precompress],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the BFF preloads the chunks of the screen it renders; the JS budget check follows it.
    manifest: true,
    // Every browser the shop supports (Vite's baseline targets) knows <link rel="modulepreload">: no polyfill. A lazy
    // chunk's list leaves out the chunk itself (its import() fetches it at that very moment) and the first bundle.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !firstBundle.has(dep)) },
    // One stylesheet for the whole shop, written into every page by the BFF (bff/lib/shell.ts): no lazily loaded
    // chunk lists it as a dependency, which would fetch it a second time (a split stylesheet is looked for as a <link>).
    cssCodeSplit: false,
    rolldownOptions: {
      // web/start.ts is the first script of a server-rendered page (the BFF puts it in place of index.html's
      // own script tags); index.html's entry is the app itself.
      // web/parts-frame/frame.ts is the reference parts-catalogue provider's frame page's script (bff/routes/parts-lookup.ts).
      input: { index: `${webRoot}index.html`, start: `${webRoot}start.ts`, partsFrame: `${webRoot}parts-frame/frame.ts` },
      // A screen imports its page's contract.ts for types, and shared parts import schemas of shared/contract/ beside
      // their types: zod schemas, built at the top level of their modules. The browser uses none of them, so they may go (with zod).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/](web[\\/]pages[\\/][\w-]+[\\/]contract|shared[\\/]contract[\\/][\w-]+)\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // Lazy chunks named by their hash alone: the first bundle lists every one of them for Vite's preloads, and a
        // name beside each hash cost about 0.3 KB of the homepage's budget (the manifest still maps sources to files).
        chunkFileNames: 'assets/[hash].js',
        // Every screen's first load needs React and SWR: one chunk, compressed as one (separate small
        // chunks each pay their own compression tables and a request), cached across releases of the shop's code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|swr|use-sync-external-store|dequal)[\\/]/,
            },
            // The app's own modules the first bundle shares with lazy screens (the fetch door, the texts, the router, the route
            // table, class merging, on-demand components, Vite's preload helper): one chunk rather than several small
            // ones, each with its own compression tables (without it, those the header's logged-in chunk shares with the
            // first bundle became chunks of their own).
            {
              name: 'shell',
              test: /([\\/]web[\\/](api[\\/]fetch|api[\\/]api-error|ui[\\/]cn|ui[\\/]on-demand|ui[\\/]link|ui[\\/]plain-click|router[\\/][\w-]+)\.tsx?$|[\\/]shared[\\/](same-origin-path|routes|i18n[\\/]translate|i18n[\\/]it)\.ts$|[\\/]web[\\/]pages[\\/](pages\.generated|[\w-]+[\\/]route)\.ts$|vite[\\/]preload-helper)/,
            },
            // The layout's deferred parts (web/layout/deferred-parts.ts) and the small modules they share with screens and
            // the cookie notice: every page fetches all of them as it starts, as one file rather than about eighteen of a
            // few hundred bytes, each paying its own compression tables and a request (a phone's connection opens six
            // at a time). None of them is in the first bundle, which would otherwise import the whole chunk; so only they
            // go, not what they import (the first bundle's modules among it).
            {
              name: 'layout',
              includeDependenciesRecursively: false,
              test: /[\\/](web[\\/](layout[\\/](main-menu|language-switch|mobile-menu|account-area|footer|menu-items|configurator-menu|use-menu-items|changed-prices-badge)|session[\\/](session-timeout-dialog|session-timeout|communications-popup)|api[\\/](requests|communications)|consent[\\/]consent-state|ui[\\/]select)\.tsx?$|shared[\\/](i18n[\\/](configurator-names|layout-parts)|configurator-slugs|vehicle-cookies|consent-choice)\.ts$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '^/': { target: bffOrigin, bypass: (req) => viteAnswers(req) },
    },
  },
});
