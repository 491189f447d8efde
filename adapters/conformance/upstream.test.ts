import { afterAll, afterEach, describe } from 'vitest';
import { createHttpPorts } from '../http/http-ports.ts';
import type { PortName } from '../ports/index.ts';
import { conformanceSuites } from './all-suites.ts';
import { recordingPorts, writeRecords, type CallRecord, type TestRecord } from './call-recorder.ts';
import { readConformanceFixture } from './fixture.ts';

/**
 * An integrator's upstream, when asked for: `npm run conformance -- --upstream URL --fixture FILE` (scripts/conformance.ts)
 * sets CONFORMANCE_UPSTREAM_URL (and UPSTREAM_TOKEN if it needs one), CONFORMANCE_FIXTURE, a JSON file shaped as
 * conformanceFixtureSchema (./fixture.ts) with accounts and products of their data, and CONFORMANCE_RECORDS, where
 * every call and test is written for the per-operation report.
 */
const url = process.env.CONFORMANCE_UPSTREAM_URL;

describe.skipIf(!url)(`conformance: upstream at ${url ?? '(CONFORMANCE_UPSTREAM_URL not set)'}`, () => {
  if (!url) return;
  const fixtureFile = process.env.CONFORMANCE_FIXTURE;
  if (!fixtureFile) throw new Error('CONFORMANCE_FIXTURE must name a JSON file shaped as the conformance fixture');
  const fixture = readConformanceFixture(fixtureFile);
  const http = createHttpPorts({
    baseUrl: url,
    timeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 5000),
    retries: 1,
    ...(process.env.UPSTREAM_TOKEN ? { token: process.env.UPSTREAM_TOKEN } : {}),
  });
  const calls: CallRecord[] = [];
  const tests: TestRecord[] = [];
  const ports = recordingPorts(http, calls);
  afterEach(({ task }) => {
    // A scenario the upstream cannot play (no customerAtProvider over HTTP) is skipped: neither passed nor failed.
    if (task.result?.state === 'skip') return;
    const error = task.result?.errors?.[0]?.message;
    tests.push({ test: task.fullTestName ?? task.name, passed: task.result?.state !== 'fail', ...(error ? { error } : {}) });
  });
  afterAll(async () => {
    await http.close();
    const file = process.env.CONFORMANCE_RECORDS;
    if (file) writeRecords(file, { upstream: url, calls, tests });
  });
  // `--ports a,b` (scripts/conformance.ts): only those ports' suites.
  const only = process.env.CONFORMANCE_PORTS?.split(',') as PortName[] | undefined;
  conformanceSuites(() => ({ ports, fixture }), only);
});
