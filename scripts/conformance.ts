// npm run conformance: the conformance suites against the reference (in-process and over the protocol), or, with
// `-- --upstream URL --fixture FILE`, against an integrator's upstream with a report per operation (`--ports a,b`:
// only those ports' suites and operations, a port at a time); exit 1 on failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ConformanceRecords } from '../adapters/conformance/call-recorder.ts';
import { readConformanceFixture } from '../adapters/conformance/fixture.ts';
import { operationReport } from '../adapters/conformance/operation-report.ts';
import { protocolOperations } from '../adapters/http/openapi.ts';

const vitest = join('node_modules', 'vitest', 'vitest.mjs');

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { upstream: { type: 'string' }, fixture: { type: 'string' }, token: { type: 'string' }, ports: { type: 'string' } },
  allowPositionals: false,
});

if (!values.upstream) {
  const run = spawnSync(process.execPath, [vitest, 'run', 'adapters/conformance'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

let upstream: URL;
try {
  upstream = new URL(values.upstream);
} catch {
  stop(`--upstream must be an http(s) URL, not "${values.upstream}"`);
}
if (!/^https?:$/.test(upstream.protocol)) stop(`--upstream must be an http(s) URL, not "${values.upstream}"`);
if (!values.fixture) stop('--fixture FILE is required: your accounts and products, shaped as fixtures/conformance-fixture.example.json');
try {
  readConformanceFixture(values.fixture);
} catch (error) {
  stop((error as Error).message);
}

const operations = protocolOperations();
const knownPorts = new Set<string>(operations.map((entry) => entry.port));
const ports = values.ports?.split(',').map((name) => name.trim()) ?? [...knownPorts];
const unknownPort = ports.find((name) => !knownPorts.has(name));
if (unknownPort !== undefined) stop(`--ports: no port named "${unknownPort}" (ports: ${[...knownPorts].join(', ')})`);

const folder = mkdtempSync(join(tmpdir(), 'conformance-'));
const recordsFile = join(folder, 'records.json');
const token = values.token ?? process.env.UPSTREAM_TOKEN;
console.log(`Running the conformance suites against ${upstream.href}…`);
const run = spawnSync(process.execPath, [vitest, 'run', 'adapters/conformance/upstream.test.ts', '--reporter=dot'], {
  env: {
    ...process.env,
    CONFORMANCE_UPSTREAM_URL: upstream.href.replace(/\/+$/, ''),
    CONFORMANCE_FIXTURE: values.fixture,
    CONFORMANCE_RECORDS: recordsFile,
    ...(values.ports ? { CONFORMANCE_PORTS: ports.join(',') } : {}),
    ...(token ? { UPSTREAM_TOKEN: token } : {}),
  },
  encoding: 'utf8',
});
let records: ConformanceRecords;
try {
  records = JSON.parse(readFileSync(recordsFile, 'utf8')) as ConformanceRecords;
} catch {
  console.error(run.stdout, run.stderr);
  stop('The suites did not run to the end (their output is above).');
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const report = operationReport(
  records,
  operations.filter((entry) => ports.includes(entry.port)).map((entry) => `${entry.port}.${entry.path}`),
);
console.log(report.text);
if (report.ok && run.status !== 0) {
  // Every test passed, yet the runner failed: an error outside the tests (a hook, an unhandled rejection).
  console.error(`\nThe test runner failed outside the tests:\n${run.stdout}${run.stderr}`);
}
process.exit(report.ok && run.status === 0 ? 0 : 1);
