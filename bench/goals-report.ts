import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { RESULTS_FILE } from './results.ts';

/**
 * Issue 33's goals as a table, from what the benches last stored in bench/results.json: `npm run bench` writes it
 * into docs/benchmarks.md between the markers below, so the page's figures are the last run's, each with its date,
 * the load it ran at and whether its goal is met. What was tried, and why a goal is short, stays hand-written.
 */
export const BENCHMARKS_PAGE = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
export const TABLE_START = '<!-- goals table: written by `npm run bench` (bench/goals-report.ts) -->';
export const TABLE_END = '<!-- end of goals table -->';

type Results = Record<string, unknown>;
interface Row {
  goal: string;
  measured: string;
  figure: string;
  /** Undefined: not measured yet. */
  met: boolean | undefined;
}

interface Side {
  rps: number;
  cpuMicrosPerRequest: number;
}
interface PagesResult {
  date: string;
  pages: Record<string, { json: Side; html: Side; ratio: number; goal: number; met: boolean; pairs: Array<{ load1: number }> }>;
}
interface SearchJsonResult {
  date: string;
  goalRatio: number;
  ratio: number;
  baseline: Side;
  current: Side;
  baselineRef: string;
  load1: number;
}
interface SearchLine {
  ok: boolean;
  p97_5Ms: number;
  cpuMicrosPerRequest: number;
  cacheHitRates: Record<string, number>;
  load1: number;
}
interface SeedAndSearchResult {
  date: string;
  products: number;
  goals: { jsonP97_5Ms: number; htmlP97_5Ms: number };
  http: {
    customers: number;
    json: Record<string, Partial<Record<'visitor' | 'customer', SearchLine>>>;
    html?: Partial<Record<'visitor' | 'customer', SearchLine>>;
  };
}
interface OverheadResult {
  date: string;
  ratio: number;
  goal: number;
  cpuShopMicros: number;
  cpuBareMicros: number;
  rpsShop: number;
  rpsBare: number;
  pairs: Array<{ load1: number }>;
}
interface PageScriptsResult {
  date: string;
  budgetBytes: number;
  /** The homepage's own budget (issue 44); before it, every page had `budgetBytes`. */
  homeBudgetBytes?: number;
  loadAverage1m: number;
  pages: Array<{ path: string; gzipBytes: number; hydratedMs?: number }>;
}
interface LighthouseResult {
  date: string;
  goals: { performance: number };
  pages: Array<{ path: string; performance: number; tbtMs: number; loadAverage1m: number }>;
}
interface MemoryResult {
  date: string;
  products: number;
  seconds: number;
  connections: number;
  goalRssMb: number;
  endRssMb: number;
  peakRssMb: number;
  rps: number;
  cpuMsPerRequest: number;
  errors: number;
  samples: Array<{ load1?: number }>;
}
interface OverloadSummary {
  admittedRps: number;
  p99Ms: number;
  shed: number;
  failed: number;
}
interface OverloadResult {
  date: string;
  summary: { shedding: OverloadSummary; unbounded: OverloadSummary };
  rounds: { shedding: Array<{ load1: number }> };
}

interface ImportFilesResult {
  date: string;
  loadAverageAtStart: number;
  loadAverageAtEnd: number;
  files: Array<{ file: string; status: number; maxMs: number; peakRssRiseMb: number }>;
  worstPeakRssRiseMb: number;
  worstAnswerMs: number;
  goals: { peakRssRiseMb: number; answerMs: number };
}

/** When a result was measured (UTC, to the minute) and the machine's load average then. */
function when(date: string, loads: number[]): string {
  const at = date.length > 10 ? `${date.slice(0, 10)} ${date.slice(11, 16)}` : date;
  const known = loads.filter((l) => Number.isFinite(l));
  if (known.length === 0) return at;
  const low = Math.min(...known).toFixed(1);
  const high = Math.max(...known).toFixed(1);
  return `${at}, load ${low === high ? low : `${low}–${high}`}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const thousands = (n: number) => Math.round(n).toLocaleString('en');
const notMeasured = (goal: string, bench: string): Row => ({
  goal,
  measured: '—',
  figure: `not measured yet: \`npm run bench -- ${bench}\``,
  met: undefined,
});

function pagesRow(r: PagesResult | undefined): Row {
  const goal = '1. HTML ≥ 0.5× its JSON (`pages`)';
  if (!r) return notMeasured(goal, 'pages');
  const pages = Object.entries(r.pages);
  return {
    goal,
    measured: when(
      r.date,
      pages.flatMap(([, p]) => p.pairs.map((pair) => pair.load1)),
    ),
    figure: pages
      .map(([path, p]) => `\`${path}\` ${p.ratio}× (HTML ${thousands(p.html.rps)} against ${thousands(p.json.rps)} req/s)`)
      .join('; '),
    met: pages.every(([, p]) => p.met),
  };
}

function searchJsonRow(r: SearchJsonResult | undefined): Row {
  const goal = "1. `/cerca` JSON ≥ 2× issue 33's start (`search-json`)";
  if (!r) return notMeasured(goal, 'search-json');
  return {
    goal,
    measured: when(r.date, [r.load1]),
    figure:
      `${r.ratio}× side by side with \`${r.baselineRef}\`: ${thousands(r.current.rps)} against ${thousands(r.baseline.rps)} req/s, ` +
      `${thousands(r.current.cpuMicrosPerRequest)} against ${thousands(r.baseline.cpuMicrosPerRequest)} µs of CPU a request`,
    met: r.ratio >= r.goalRatio,
  };
}

function searchesRow(r: SeedAndSearchResult | undefined): Row {
  const goal = '2. searches at 1,000,000, p97.5 < 25 ms (`seed-and-search`)';
  if (!r) return notMeasured(goal, 'seed-and-search');
  const lines = Object.entries(r.http.json).flatMap(([cls, byActor]) =>
    (['visitor', 'customer'] as const).flatMap((actor) => {
      const line = byActor[actor];
      return line ? [{ cls, actor, line }] : [];
    }),
  );
  const limit = r.goals.jsonP97_5Ms;
  const worst = (actor: 'visitor' | 'customer') => {
    const own = lines.filter((l) => l.actor === actor);
    const top = own.reduce<(typeof own)[number] | undefined>((a, b) => (!a || b.line.p97_5Ms > a.line.p97_5Ms ? b : a), undefined);
    if (!top) return `${actor}: not measured`;
    const over = own.filter((l) => !l.line.ok || l.line.p97_5Ms >= limit).map((l) => l.cls);
    return `${actor === 'visitor' ? 'a visitor' : `${r.http.customers} customers`}: worst ${top.line.p97_5Ms} ms (${top.cls})${
      over.length ? `, over the goal: ${over.join(', ')}` : ''
    }`;
  };
  const hitRates = lines.flatMap((l) => Object.values(l.line.cacheHitRates));
  return {
    goal,
    measured: when(
      r.date,
      lines.map((l) => l.line.load1),
    ),
    figure: `${Object.keys(r.http.json).length} query classes; ${worst('visitor')}; ${worst('customer')}${
      hitRates.length ? `; port cache hit rate at most ${Math.round(Math.max(...hitRates) * 100)} %` : ''
    }`,
    met: lines.length > 0 && lines.every((l) => l.line.ok && l.line.p97_5Ms < limit),
  };
}

/** The bench's other search goal, from the "search at scale" issue: kept beside goal 2 so a run shows it too. */
function searchPageRow(r: SeedAndSearchResult | undefined): Row {
  const goal = '(search at scale) `/cerca?q=filtro olio` as HTML at 1,000,000, p97.5 < 40 ms (`seed-and-search`)';
  if (!r?.http.html) return notMeasured(goal, 'seed-and-search');
  const lines = (['visitor', 'customer'] as const).flatMap((actor) => {
    const line = r.http.html?.[actor];
    return line ? [{ actor, line }] : [];
  });
  return {
    goal,
    measured: when(
      r.date,
      lines.map((l) => l.line.load1),
    ),
    figure: lines.map((l) => `${l.actor === 'visitor' ? 'a visitor' : 'customers'} ${l.line.p97_5Ms} ms`).join(', '),
    met: lines.length > 0 && lines.every((l) => l.line.ok && l.line.p97_5Ms < r.goals.htmlP97_5Ms),
  };
}

function overheadRow(r: OverheadResult | undefined): Row {
  const goal = '3. `/sfapi/v1/principal` ≥ 0.6× bare Fastify (`bff-overhead`)';
  if (!r) return notMeasured(goal, 'bff-overhead');
  return {
    goal,
    measured: when(
      r.date,
      r.pairs.map((p) => p.load1),
    ),
    figure:
      `${r.ratio}×: ${thousands(r.rpsShop)} against ${thousands(r.rpsBare)} req/s, ` +
      `${r.cpuShopMicros} against ${r.cpuBareMicros} µs of CPU a request`,
    met: r.ratio >= r.goal,
  };
}

function scriptsRow(r: PageScriptsResult | undefined): Row {
  const goal = '4. scripts ≤ 105 KB on `/`, ≤ 125 KB on the others, a phone logged out (`page-scripts`)';
  if (!r) return notMeasured(goal, 'page-scripts');
  const budgetOf = (path: string) => (path === '/' ? (r.homeBudgetBytes ?? r.budgetBytes) : r.budgetBytes);
  return {
    goal,
    measured: when(r.date, [r.loadAverage1m]),
    figure: r.pages
      .map(
        (p) =>
          `\`${p.path}\` ${kb(p.gzipBytes)} KB${p.hydratedMs === undefined ? '' : ` (hydrated ${(p.hydratedMs / 1000).toFixed(1)} s)`}`,
      )
      .join(', '),
    met: r.pages.every((p) => p.gzipBytes <= budgetOf(p.path)),
  };
}

function lighthouseRow(r: LighthouseResult | undefined): Row {
  const goal = '4. Lighthouse mobile performance ≥ 95 (`lighthouse`)';
  if (!r) return notMeasured(goal, 'lighthouse');
  const tbt = r.pages.map((p) => p.tbtMs);
  return {
    goal,
    measured: when(
      r.date,
      r.pages.map((p) => p.loadAverage1m),
    ),
    figure: `${r.pages.map((p) => `\`${p.path}\` ${p.performance}`).join(', ')}; total blocking time ${Math.min(...tbt)}–${Math.max(...tbt)} ms`,
    met: r.pages.every((p) => p.performance >= r.goals.performance),
  };
}

function memoryRow(r: MemoryResult | undefined): Row {
  const goal = '5. RSS < 400 MB after 10 minutes at 1,000,000 (`memory`)';
  if (!r) return notMeasured(goal, 'memory');
  return {
    goal,
    measured: when(
      r.date,
      r.samples.map((s) => s.load1 ?? Number.NaN),
    ),
    figure:
      `${r.endRssMb} MB at the end (peak ${r.peakRssMb}) after ${r.seconds / 60} minutes at ${r.connections} connections, ` +
      `${thousands(r.rps)} req/s, ${r.cpuMsPerRequest} ms of CPU a request, ${r.errors} errors`,
    met: r.endRssMb < r.goalRssMb && r.errors === 0,
  };
}

function overloadRow(r: OverloadResult | undefined): Row {
  const goal = '6. excess shed, admitted p99 held (`overload`)';
  if (!r) return notMeasured(goal, 'overload');
  const { shedding, unbounded } = r.summary;
  return {
    goal,
    measured: when(
      r.date,
      r.rounds.shedding.map((round) => round.load1),
    ),
    figure:
      `admitted p99 ${(shedding.p99Ms / 1000).toFixed(1)} s shedding ${thousands(shedding.shed)} requests a round, ` +
      `against ${(unbounded.p99Ms / 1000).toFixed(1)} s queueing them; ${shedding.failed + unbounded.failed} failed`,
    met: shedding.shed > 0 && shedding.p99Ms < unbounded.p99Ms && shedding.failed === 0,
  };
}

/** Issue 43's goal, beside issue 33's: what an order file of at most 10 MB costs the shop. */
function importFilesRow(r: ImportFilesResult | undefined): Row {
  const goal = '(issue 43) an order file ≤ 10 MB: peak RSS ≤ +150 MB, answered ≤ 2 s (`import-files`)';
  if (!r) return notMeasured(goal, 'import-files');
  const worst = (key: 'maxMs' | 'peakRssRiseMb') => r.files.reduce((a, b) => (b[key] > a[key] ? b : a));
  return {
    goal,
    measured: when(r.date, [r.loadAverageAtStart, r.loadAverageAtEnd]),
    figure:
      `${r.files.length} files: at most +${r.worstPeakRssRiseMb} MB (${worst('peakRssRiseMb').file}), ` +
      `${thousands(r.worstAnswerMs)} ms (${worst('maxMs').file})`,
    met: r.worstPeakRssRiseMb <= r.goals.peakRssRiseMb && r.worstAnswerMs <= r.goals.answerMs,
  };
}

/** The goals' rows, in the issue's order, from bench/results.json's entries. */
export function goalRows(results: Results): Row[] {
  const get = <T>(name: string) => results[name] as T | undefined;
  return [
    pagesRow(get<PagesResult>('pages')),
    searchJsonRow(get<SearchJsonResult>('search-json')),
    searchesRow(get<SeedAndSearchResult>('seed-and-search-1000000')),
    searchPageRow(get<SeedAndSearchResult>('seed-and-search-1000000')),
    overheadRow(get<OverheadResult>('bff-overhead')),
    scriptsRow(get<PageScriptsResult>('pageScripts')),
    lighthouseRow(get<LighthouseResult>('lighthouse')),
    memoryRow(get<MemoryResult>('memory-1000000')),
    overloadRow(get<OverloadResult>('overload')),
    importFilesRow(get<ImportFilesResult>('import-files')),
  ];
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const status = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : '**not met**');

/** The table as Markdown. */
export function goalsTable(results: Results): string {
  const lines = ['| goal | measured (UTC) | last figure | status |', '| --- | --- | --- | --- |'];
  for (const row of goalRows(results)) {
    lines.push(`| ${cell(row.goal)} | ${cell(row.measured)} | ${cell(row.figure)} | ${status(row.met)} |`);
  }
  return lines.join('\n');
}

/** `page` with the text between the markers replaced by `table`; the page as it is when it has no markers. */
export function withGoalsTable(page: string, table: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END, start);
  if (start === -1 || end === -1) return page;
  return `${page.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${page.slice(end)}`;
}

/**
 * Writes the table from bench/results.json into docs/benchmarks.md (`npm run bench`, after its benches), laid out
 * as `npm run format` would, so the format check still passes after a run.
 */
export async function writeGoalsReport(): Promise<void> {
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  const page = readFileSync(BENCHMARKS_PAGE, 'utf8');
  if (!page.includes(TABLE_START) || !page.includes(TABLE_END)) {
    console.warn(`${BENCHMARKS_PAGE} has no goals table markers: not written`);
    return;
  }
  const options = { ...(await resolveConfig(BENCHMARKS_PAGE)), filepath: BENCHMARKS_PAGE };
  writeFileSync(BENCHMARKS_PAGE, await format(withGoalsTable(page, goalsTable(results)), options));
  console.log(`goals table written to ${BENCHMARKS_PAGE}`);
}
