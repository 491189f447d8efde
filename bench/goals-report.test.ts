import { describe, expect, it } from 'vitest';
import { goalRows, goalsTable, TABLE_END, TABLE_START, withGoalsTable } from './goals-report.ts';

const line = (p97_5Ms: number, load1 = 1.2) => ({
  ok: true,
  p97_5Ms,
  cpuMicrosPerRequest: 900,
  cacheHitRates: { 'pricing.prices': 0.5 },
  load1,
});

/** Results as the benches store them, trimmed to what the table reads. */
const results = {
  pages: {
    date: '2026-11-26T12:58:00.535Z',
    pages: {
      '/cart': {
        json: { rps: 1331.2 },
        html: { rps: 363.2 },
        ratio: 0.279,
        goal: 0.5,
        met: false,
        pairs: [{ load1: 2.1 }, { load1: 3.12 }],
      },
      '/ricambio/31': { json: { rps: 2480 }, html: { rps: 1300 }, ratio: 0.52, goal: 0.5, met: true, pairs: [{ load1: 1.2 }] },
    },
  },
  'search-json': {
    date: '2026-11-26T14:30:00.000Z',
    goalRatio: 2,
    ratio: 3.12,
    baselineRef: '2cd91af',
    baseline: { rps: 148.2, cpuMicrosPerRequest: 7359 },
    current: { rps: 461.8, cpuMicrosPerRequest: 3198 },
    load1: 1.17,
  },
  'seed-and-search-1000000': {
    date: '2026-11-26T10:50:38.999Z',
    goals: { jsonP97_5Ms: 25, htmlP97_5Ms: 40 },
    http: {
      customers: 20,
      json: { 'article code': { visitor: line(8.3), customer: line(10) }, 'two words': { visitor: line(18.3), customer: line(27.8) } },
      html: { visitor: line(39.9), customer: line(107.7) },
    },
  },
  'bff-overhead': {
    date: '2026-11-26T10:48:07.351Z',
    ratio: 0.438,
    goal: 0.6,
    rpsShop: 38045,
    rpsBare: 89171,
    cpuShopMicros: 25.8,
    cpuBareMicros: 11,
    pairs: [{ load1: 1.33 }, { load1: 1.47 }],
  },
  pageScripts: { date: '2026-11-26T12:13:56.419Z', budgetBytes: 112640, loadAverage1m: 1.92, pages: [{ path: '/', gzipBytes: 58538 }] },
  lighthouse: {
    date: '2026-11-26T12:16:05.640Z',
    goals: { performance: 95 },
    pages: [
      { path: '/', performance: 100, tbtMs: 51, loadAverage1m: 1.8 },
      { path: '/cart', performance: 94, tbtMs: 64, loadAverage1m: 1.0 },
    ],
  },
  'memory-1000000': {
    date: '2026-11-26T13:22:48.795Z',
    seconds: 600,
    connections: 50,
    goalRssMb: 400,
    endRssMb: 345.8,
    peakRssMb: 345.8,
    rps: 794,
    cpuMsPerRequest: 1.6,
    errors: 0,
    samples: [{ load1: 2 }, { load1: 2.04 }, {}],
  },
  'import-files': {
    date: '2026-12-07T14:02:00.000Z',
    loadAverageAtStart: 1.4,
    loadAverageAtEnd: 2.2,
    files: [
      { file: 'milione-righe.xlsx', status: 413, maxMs: 334, peakRssRiseMb: 29.8 },
      { file: 'stringa-50mb.xlsx', status: 200, maxMs: 1236, peakRssRiseMb: 88.4 },
    ],
    worstPeakRssRiseMb: 88.4,
    worstAnswerMs: 1236,
    goals: { peakRssRiseMb: 150, answerMs: 2000 },
  },
};

describe('the goals table of the benchmarks page', () => {
  it('says for each goal what the last run measured, when, at what load, and whether it is met', () => {
    const rows = goalRows(results);
    expect(rows.map((r) => [r.goal.slice(0, 2), r.met])).toEqual([
      ['1.', false],
      ['1.', true],
      ['2.', false],
      ['(s', false],
      ['3.', false],
      ['4.', true],
      ['4.', false],
      ['5.', true],
      ['6.', undefined],
      ['(i', true],
    ]);
    expect(rows[0]!.measured).toBe('2026-11-26 12:58, load 1.2–3.1');
    expect(rows[0]!.figure).toContain('`/cart` 0.279× (HTML 363 against 1,331 req/s)');
    expect(rows[2]!.figure).toContain('20 customers: worst 27.8 ms (two words), over the goal: two words');
    expect(rows[2]!.figure).toContain('port cache hit rate at most 50 %');
    expect(rows[3]!.figure).toBe('a visitor 39.9 ms, customers 107.7 ms');
    expect(rows[4]!.figure).toBe('0.438×: 38,045 against 89,171 req/s, 25.8 against 11 µs of CPU a request');
    expect(rows[5]!.figure).toBe('`/` 57.2 KB');
    expect(rows[7]!.measured).toBe('2026-11-26 13:22, load 2.0');
    expect(rows[8]!.figure).toContain('npm run bench -- overload');
    expect(rows[9]!.figure).toBe('2 files: at most +88.4 MB (stringa-50mb.xlsx), 1,236 ms (stringa-50mb.xlsx)');
    const slow = structuredClone(results);
    slow['import-files'].worstAnswerMs = 2100;
    expect(goalRows(slow)[9]!.met).toBe(false);
  });

  it('calls a goal not met when one of its pages or query classes misses it', () => {
    const allFast = structuredClone(results);
    allFast['seed-and-search-1000000'].http.json['two words'].customer = line(24.9);
    expect(goalRows(allFast)[2]!.met).toBe(true);
    allFast['seed-and-search-1000000'].http.json['two words'].customer = { ...line(3), ok: false };
    expect(goalRows(allFast)[2]!.met).toBe(false);
  });

  it('replaces only the text between its markers, and leaves a page without them alone', () => {
    const page = `# Benchmarks\n\nintro\n\n${TABLE_START}\n\nold table\n\n${TABLE_END}\n\nwhat was tried\n`;
    const table = goalsTable(results);
    const written = withGoalsTable(page, table);
    expect(written).not.toContain('old table');
    expect(written.startsWith('# Benchmarks\n\nintro\n\n')).toBe(true);
    expect(written.endsWith(`${TABLE_END}\n\nwhat was tried\n`)).toBe(true);
    expect(written).toContain('| 3. `/sfapi/v1/principal` ≥ 0.6× bare Fastify (`bff-overhead`) | 2026-11-26 10:48, load 1.3–1.5 |');
    expect(withGoalsTable(written, table)).toBe(written);
    expect(withGoalsTable('# Benchmarks\n', table)).toBe('# Benchmarks\n');
  });
});
