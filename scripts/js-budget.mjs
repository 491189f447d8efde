// The homepage's initial JavaScript, gzipped, after `vite build`; then every page's JavaScript until the network is
// idle as a phone loads it logged out, against its budget (issue 44: the homepage 105 KB, every other page 125 KB), in
// scripts/js-budget-pages.mjs.
// Usage: node scripts/js-budget.mjs [--report-only] [--dir dist/web] [--screens web/pages/screens.generated.ts]
//   --report-only  prints the tables and exits 0 even above a budget.
//   --screens      the generated table naming each page's lazy screen (a test's miniature build has pages of its own).
// Counted: the entry chunk, the start script (web/start.ts, which loads the entry once the page has painted) and
// every chunk they import statically, followed through Vite's manifest (build.manifest in vite.config.ts), plus
// the homepage's screen when it is a lazy chunk, since the page lists that one to load with the entry. CSS is
// apart. Each file is gzipped here at level 9
// (the build's .gz copies are skipped when they do not shrink a file, so they cannot be summed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatPagesReport, measurePages, pageChunks, readScreenFiles } from './js-budget-pages.mjs';

/**
 * 105 KB (issue 44): the homepage's JavaScript until the network is idle, and so its initial JavaScript too (React's
 * chunk alone is some 71 KB of it, docs/benchmarks.md).
 */
export const JS_BUDGET_BYTES = 107_520;

/** Manifest keys (sources relative to web/) of the homepage's screen, counted when it is its own chunk. */
export const HOME_SCREEN_SOURCES = ['pages/home/screen.tsx'];

const MANIFEST = '.vite/manifest.json';

/** The key of the manifest's browser entry: index.html's, or the only entry there is. */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const html = entries.find((key) => key === 'index.html' || key.endsWith('/index.html'));
  if (html) return html;
  if (entries.length === 1) return entries[0];
  throw new Error(`cannot tell the entry among ${entries.length} manifest entries: ${entries.join(', ') || 'none'}`);
}

/**
 * The JavaScript files loaded before the first screen runs: the chunks of `roots` and everything they import
 * statically, each once, in the order met. Dynamic imports are not followed (they load on demand).
 */
export function initialChunks(manifest, roots) {
  return pageChunks(manifest, roots, []);
}

/** Entries of documents other than the shop's pages (the parts-lookup frame page): the homepage never loads them. */
const OTHER_DOCUMENTS_ENTRIES = ['parts-frame/frame.ts'];

/** Measures the homepage's initial JavaScript of the build in `dir` (e.g. dist/web). */
export function measureInitialJs(dir, options = {}) {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
  const homeScreens = (options.homeScreenSources ?? HOME_SCREEN_SOURCES).filter((key) => key in manifest);
  const start = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry && key !== entryKey(manifest) && !OTHER_DOCUMENTS_ENTRIES.includes(key),
  );
  const files = initialChunks(manifest, [...start, entryKey(manifest), ...homeScreens]);
  const rows = files.map((file) => {
    const content = readFileSync(join(dir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  const gzipBytes = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const budgetBytes = options.budgetBytes ?? JS_BUDGET_BYTES;
  return {
    rows,
    bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    gzipBytes,
    budgetBytes,
    withinBudget: gzipBytes <= budgetBytes,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as lines of a table. */
export function formatReport(report) {
  const width = Math.max(5, ...report.rows.map((row) => row.file.length));
  const line = (name, raw, gzip) => `  ${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  return [
    line('chunk', 'raw', 'gzip -9'),
    ...report.rows.map((row) => line(row.file, kb(row.bytes), kb(row.gzipBytes))),
    line('total', kb(report.bytes), kb(report.gzipBytes)),
    `  budget ${kb(report.budgetBytes)} (${report.budgetBytes} bytes) gzipped: ${report.withinBudget ? 'within' : `OVER by ${kb(report.gzipBytes - report.budgetBytes)}`}`,
  ];
}

function main(args) {
  const reportOnly = args.includes('--report-only');
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const dir = option('--dir') ?? 'dist/web';
  const screensFile = option('--screens');
  let report;
  let pages;
  try {
    report = measureInitialJs(dir);
    pages = measurePages(dir, screensFile ? { screens: readScreenFiles(readFileSync(screensFile, 'utf8')) } : {});
  } catch (error) {
    console.error(`JS budget: cannot measure the build in ${dir} (run vite build first): ${error.message}`);
    return 1;
  }
  console.log("Homepage's initial JavaScript (entry + static imports, CSS apart):");
  for (const line of formatReport(report)) console.log(line);
  console.log("Every page's JavaScript until the network is idle (a visitor's phone; CSS apart):");
  for (const line of formatPagesReport(pages)) console.log(line);
  if (report.withinBudget && pages.withinBudget) return 0;
  if (reportOnly) {
    console.log('  (--report-only: not failing)');
    return 0;
  }
  if (!report.withinBudget) {
    console.error('The initial JavaScript is over its budget: load what the first screen does not need on demand.');
  }
  if (!pages.withinBudget) console.error('A page loads more JavaScript than its budget: load what it does not show at start on demand.');
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main(process.argv.slice(2)));
