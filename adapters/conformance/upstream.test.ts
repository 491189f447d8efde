import { afterAll, describe } from 'vitest';
import { createHttpPorts } from '../http/http-ports.ts';
import { conformanceSuites } from './all-suites.ts';
import { readConformanceFixture } from './fixture.ts';

/**
 * An integrator's upstream, when asked for: CONFORMANCE_UPSTREAM_URL (and UPSTREAM_TOKEN if it needs one)
 * and CONFORMANCE_FIXTURE, a JSON file shaped as conformanceFixtureSchema (./fixture.ts) with accounts and products
 * of their data.
 *   CONFORMANCE_UPSTREAM_URL=https://erp.example/shop-api CONFORMANCE_FIXTURE=./my-fixture.json npm run conformance
 */
const url = process.env.CONFORMANCE_UPSTREAM_URL;

describe.skipIf(!url)(`conformance: upstream at ${url ?? '(CONFORMANCE_UPSTREAM_URL not set)'}`, () => {
  if (!url) return;
  const fixtureFile = process.env.CONFORMANCE_FIXTURE;
  if (!fixtureFile) throw new Error('CONFORMANCE_FIXTURE must name a JSON file shaped as the conformance fixture');
  const fixture = readConformanceFixture(fixtureFile);
  const ports = createHttpPorts({
    baseUrl: url,
    timeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 5000),
    retries: 1,
    ...(process.env.UPSTREAM_TOKEN ? { token: process.env.UPSTREAM_TOKEN } : {}),
  });
  afterAll(() => ports.close());
  conformanceSuites(() => ({ ports, fixture }));
});
