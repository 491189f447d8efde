// Every page's JavaScript until the network is idle, gzipped, against its budget (issue 44: the homepage 105 KB,
// every other page 125 KB, as a phone loads it logged out), derived from Vite's manifest after `vite build`: the start
// script and the app's first bundle, the page's screen when it is a lazy chunk, and the chunks the app and the screen
// fetch as they start (not on a click), each with its static imports. e2e/first-load.e2e.ts checks on a few pages
// that a browser loads exactly these files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { entryKey, JS_BUDGET_BYTES } from './js-budget.mjs';

/**
 * 125 KB gzipped: until the network is idle, on every page but the homepage (issue 44: React's floor of some 77 KB,
 * the shop's first bundle, the layout and a page's screen). The homepage's is JS_BUDGET_BYTES (js-budget.mjs).
 */
export const PAGE_BUDGET_BYTES = 128_000;

/**
 * Chunks (manifest keys, or patterns of them) every page fetches as it starts: the layout's deferred parts, fetched
 * beside the screen before hydration (web/layout/deferred-parts.ts, web/main.tsx; the page of an unknown address
 * only at such an address, which is no page of the route table), and the cookie notice's script, on window load
 * (web/consent/load-consent.ts). The build merges the deferred parts into the `layout` group's chunk
 * (vite.config.ts), which the manifest names by that group only; their own keys hold should one leave the group.
 */
export const START_IMPORTS = [
  /^layout$/,
  'layout/main-menu.tsx',
  'layout/language-switch.tsx',
  'layout/mobile-menu.tsx',
  'layout/account-area.tsx',
  'layout/footer.tsx',
  'session/session-timeout-dialog.tsx',
  'session/communications-popup.tsx',
  'consent/consent-notice.ts',
];

/** What a page drawn for a logged-in session fetches too: the header's signed-in pieces (web/layout/signed-in-pieces.tsx). */
export const SIGNED_IN_IMPORTS = ['layout/signed-in-header.ts'];

/**
 * Chunks a page's screen fetches as it starts: a product's related rows, with its first tab
 * (web/pages/product/relation-section.tsx fetches web/blocks/results/product-row.tsx; shared with the search screen, the
 * rows are a chunk named after their module rather than keyed by it). The homepage's carousel comes when it first
 * moves (web/pages/home/use-lazy-embla.ts).
 */
export const SCREEN_START_IMPORTS = {
  product: [/^product-row$/],
};

/** A manifest key is wanted when it is one of `wanted`, or a pattern of them matches the key or the chunk's name. */
const matches = (key, chunk, wanted) =>
  wanted.some((item) => (typeof item === 'string' ? key === item : item.test(key) || item.test(chunk?.name ?? '')));

/**
 * The JavaScript files of a page: its `roots` and everything they import statically, plus the dynamic imports that
 * match `startImports` (followed the same way), each once, in the order met.
 */
export function pageChunks(manifest, roots, startImports) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (matches(imported, manifest[imported], startImports)) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** Each page's lazy screen as the manifest names it (null: in the first bundle), from web/pages/screens.generated.ts. */
export function readScreenFiles(source) {
  const block = source.slice(source.indexOf('export const screenFiles'));
  const screens = {};
  for (const [, page, file] of block.matchAll(/^\s+(\w+): (?:null|'([^']+)'),$/gm)) screens[page] = file ?? null;
  if (Object.keys(screens).length === 0) throw new Error('no screenFiles in screens.generated.ts');
  return screens;
}

/** Start-up entries other than the app's (web/start.ts); the parts-lookup frame page's script is another document's. */
const startEntries = (manifest) =>
  Object.keys(manifest).filter((key) => manifest[key].isEntry && key !== entryKey(manifest) && key !== 'parts-frame/frame.ts');

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const generatedScreens = () => readScreenFiles(readFileSync(new URL('../web/pages/screens.generated.ts', import.meta.url), 'utf8'));

/** The JavaScript files `page` loads until the network is idle, as a visitor or for a logged-in session. */
export function pageFiles(manifest, screens, page, { signedIn }) {
  if (!(page in screens)) throw new Error(`no page "${page}" in the screens table`);
  const screen = screens[page];
  const roots = [...startEntries(manifest), entryKey(manifest), ...(screen ? [screen] : [])];
  return pageChunks(manifest, roots, [...START_IMPORTS, ...(signedIn ? SIGNED_IN_IMPORTS : []), ...(SCREEN_START_IMPORTS[page] ?? [])]);
}

/** `pageFiles` of the build in `dir` (e.g. dist/web): for the journey that checks them against a browser. */
export function pageScripts(dir, page, { signedIn }) {
  return pageFiles(readManifest(dir), generatedScreens(), page, { signedIn });
}

/**
 * Every page's JavaScript in the build in `dir` as a visitor's phone loads it (a session's adds the header's signed-in
 * pieces, `signedIn`), largest first, each against its budget: `homeBudgetBytes` for the homepage, `budgetBytes` for
 * the others.
 */
export function measurePages(dir, options = {}) {
  const manifest = readManifest(dir);
  const screens = options.screens ?? generatedScreens();
  const budgetBytes = options.budgetBytes ?? PAGE_BUDGET_BYTES;
  const homeBudgetBytes = options.homeBudgetBytes ?? JS_BUDGET_BYTES;
  const signedIn = options.signedIn ?? false;
  const gzipped = new Map();
  const gzipOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const pages = Object.keys(screens).map((page) => {
    const files = pageFiles(manifest, screens, page, { signedIn });
    const gzipBytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
    const budget = page === 'home' ? homeBudgetBytes : budgetBytes;
    return { page, files, gzipBytes, budgetBytes: budget, withinBudget: gzipBytes <= budget };
  });
  pages.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { pages, budgetBytes, homeBudgetBytes, signedIn, withinBudget: pages.every((page) => page.withinBudget) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as lines of a table. */
export function formatPagesReport(report) {
  const width = Math.max(4, ...report.pages.map((row) => row.page.length));
  return [
    `  ${'page'.padEnd(width)}  ${'gzip -9'.padStart(9)}  files`,
    ...report.pages.map(
      (row) =>
        `  ${row.page.padEnd(width)}  ${kb(row.gzipBytes).padStart(9)}  ${String(row.files.length).padStart(5)}` +
        (row.withinBudget ? '' : `  OVER by ${kb(row.gzipBytes - row.budgetBytes)}`),
    ),
    `  budget ${kb(report.homeBudgetBytes)} the homepage, ${kb(report.budgetBytes)} (${report.budgetBytes} bytes) every other page, gzipped: ${report.withinBudget ? 'within' : 'OVER'}`,
  ];
}
