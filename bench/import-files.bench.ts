/**
 * import-files (issue 43): what an order file of at most 10 MB costs the shop, whatever it holds. The built server
 * runs as `npm start` runs it (a child process, NODE_ENV=production, a new demo database), logged in as `demo`; both
 * order-file readers are started first with a small file each (a worker thread's own memory is the shop's, not a
 * file's). Then each file below is uploaded RUNS times, one at a time: the time until the upload's answer, and the
 * server's peak RSS over that time above its RSS just before (Linux's VmHWM, reset through /proc/<pid>/clear_refs
 * before each upload). Last, three uploads of the million-row file at once (two readers: the third waits its turn).
 * Goal: no upload raises the peak RSS by more than 150 MB or takes more than 2 s before its answer.
 */
import iconv from 'iconv-lite';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { hugeSharedStringWorkbook, manyRowsWorkbook, rawWorkbook, zipOf } from '../shared/testing/raw-workbook.ts';
import { startBuilt, stopBuilt } from './built-shop.ts';
import { round } from './latency.ts';
import { login } from './login.ts';
import { recordResult } from './results.ts';
import { benchRunDir, productionShopEnv, shellOnlyDir } from './run-dir.ts';

const RUNS = 3;
const GOALS = { peakRssRiseMb: 150, answerMs: 2000 };
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** The files: each a way a customer's export or an attacker's file within the limits can be big. */
function files(): Array<{ name: string; bytes: Buffer; what: string }> {
  const tooComplexRow = `<row>${`<c t="inlineStr"><is><t>${'Z'.repeat(250)}</t></is></c>`.repeat(50)}</row>`;
  const unicodeRows = Array.from({ length: 200_000 }, (_, i) => `ART-${i}\t${(i % 9) + 1}\tRif ${i}`).join('\r\n');
  return [
    {
      name: 'ordine-5000-righe.xlsx',
      bytes: readFileSync(new URL('../fixtures/imports/ordine-5000-righe.xlsx', import.meta.url)),
      what: 'the demo 5,000-row order',
    },
    { name: 'milione-righe.xlsx', bytes: manyRowsWorkbook(1_000_000), what: 'a million rows (refused: more than 5,000)' },
    { name: 'stringa-50mb.xlsx', bytes: hugeSharedStringWorkbook(50), what: 'a 50 MB shared string in its first cell' },
    {
      name: 'stringa-50mb-senza-intestazione.xlsx',
      bytes: rawWorkbook(['<row><c t="s"><v>0</v></c><c><v>4</v></c></row>'], [`<si><t>${'Y'.repeat(50 * 1024 * 1024)}</t></si>`]),
      what: 'a 50 MB shared string and no header (the column picker)',
    },
    {
      name: 'troppo-complesso.xlsx',
      bytes: rawWorkbook(Array.from({ length: 5000 }, () => tooComplexRow)),
      what: '5,000 rows of 50 cells of 250 characters (too complex)',
    },
    {
      name: 'bomba.xlsx',
      bytes: zipOf({ 'xl/workbook.xml': Buffer.alloc(100 * 1024 * 1024) }, { 'xl/workbook.xml': 1000 }),
      what: 'a part unpacking to 100 MB that declares 1 KB',
    },
    {
      name: 'testo-unicode.txt',
      bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(`Codice\tQuantità\tRiferimento\r\n${unicodeRows}\r\n`, 'utf16le')]),
      what: 'Excel’s Unicode text (UTF-16 LE, tabs), 200,000 rows',
    },
    { name: 'cella-10mb.csv', bytes: Buffer.from(`Codice;Qta\n${'X'.repeat(10 * 1024 * 1024 - 40)};1\n`), what: 'a csv with a 10 MB cell' },
  ];
}

function status(pid: number): { rssMb: number; peakMb: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mbOf = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1] ?? NaN) / 1024;
  return { rssMb: mbOf('VmRSS'), peakMb: mbOf('VmHWM') };
}

async function upload(base: string, cookie: string, csrf: string, file: { name: string; bytes: Buffer }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const started = performance.now();
  const res = await fetch(`${base}/import-order/upload`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, accept: 'application/json' },
    body: form,
  });
  const body = (await res.json()) as { status?: string; statusKo?: string };
  return {
    ms: performance.now() - started,
    status: res.status,
    answer: body.statusKo ?? body.status ?? '',
    bytes: Number(res.headers.get('content-length') ?? 0),
  };
}

export async function run(): Promise<void> {
  const { dir: runDir, remove } = benchRunDir('bench-import-files-');
  let child: ChildProcess | undefined;
  try {
    const dataDir = join(runDir, 'data');
    // Load shedding off: a refusal under load is not what a file costs.
    const env = { ...productionShopEnv(dataDir, shellOnlyDir(runDir), 50_000), SHED_MAX_IN_FLIGHT: '0', SHED_EVENT_LOOP_DELAY_MS: '0' };
    const started = await startBuilt(env);
    child = started.child;
    const pid = child.pid ?? 0;
    const base = started.url;
    const cookie = await login(base);
    const principal = (await (await fetch(`${base}/sfapi/v1/principal`, { headers: { cookie, accept: 'application/json' } })).json()) as {
      csrfToken: string;
    };
    const small = { name: 'piccolo.csv', bytes: Buffer.from('Codice;Qta\nHU 972/7 x;1\n') };
    await Promise.all([upload(base, cookie, principal.csrfToken, small), upload(base, cookie, principal.csrfToken, small)]);
    const loadAtStart = loadavg()[0] ?? 0;
    const measured: Array<Record<string, unknown>> = [];
    for (const file of files()) {
      const runs: Array<{ ms: number; riseMb: number; status: number; answer: string; replyBytes: number }> = [];
      for (let i = 0; i < RUNS; i++) {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        const before = status(pid).rssMb;
        const answered = await upload(base, cookie, principal.csrfToken, file);
        runs.push({
          ms: answered.ms,
          riseMb: status(pid).peakMb - before,
          status: answered.status,
          answer: answered.answer,
          replyBytes: answered.bytes,
        });
      }
      const entry = {
        file: file.name,
        what: file.what,
        sizeMb: round(file.bytes.length / 1024 / 1024, 1),
        status: runs[0]?.status,
        answer: runs[0]?.answer.slice(0, 80),
        replyBytes: Math.max(...runs.map((r) => r.replyBytes)),
        maxMs: round(Math.max(...runs.map((r) => r.ms))),
        peakRssRiseMb: round(Math.max(...runs.map((r) => r.riseMb)), 1),
      };
      measured.push(entry);
      console.log(
        `${file.name} (${entry.sizeMb} MB): ${entry.status} in ≤ ${entry.maxMs} ms, peak RSS +${entry.peakRssRiseMb} MB: ${entry.answer}`,
      );
    }
    const million = files()[1] as { name: string; bytes: Buffer };
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = status(pid).rssMb;
    const together = await Promise.all([1, 2, 3].map(() => upload(base, cookie, principal.csrfToken, million)));
    const threeAtOnce = {
      statuses: together.map((r) => r.status),
      ms: together.map((r) => round(r.ms)),
      peakRssRiseMb: round(status(pid).peakMb - before, 1),
    };
    console.log(
      `three million-row files at once: ${threeAtOnce.statuses.join(', ')} in ${threeAtOnce.ms.join(', ')} ms, peak RSS +${threeAtOnce.peakRssRiseMb} MB`,
    );
    const worstRise = Math.max(...measured.map((m) => m.peakRssRiseMb as number));
    const worstMs = Math.max(...measured.map((m) => m.maxMs as number));
    const result = {
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
      loadAverageAtStart: round(loadAtStart, 1),
      loadAverageAtEnd: round(loadavg()[0] ?? 0, 1),
      date: new Date().toISOString(),
      runsPerFile: RUNS,
      files: measured,
      threeAtOnce,
      worstPeakRssRiseMb: worstRise,
      worstAnswerMs: worstMs,
      goals: GOALS,
    };
    console.log(`peak RSS rise ≤ ${GOALS.peakRssRiseMb} MB: ${met(worstRise <= GOALS.peakRssRiseMb)} (${worstRise} MB)`);
    console.log(`answer ≤ ${GOALS.answerMs} ms: ${met(worstMs <= GOALS.answerMs)} (${worstMs} ms)`);
    recordResult('import-files', result);
  } finally {
    await stopBuilt(child);
    remove();
  }
}
