import { afterAll, beforeAll } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { createTestApp, demoFixtureOf, type TestApp } from './test-app.ts';

/**
 * A test file's shop on the demo data: one test app for the file (built before its tests, closed after them) and
 * the demo data's fixture. Read `shop` and `fixture` inside tests, once the file's `beforeAll` has run.
 */
export function demoShop(...args: Parameters<typeof createTestApp>): { readonly shop: TestApp; readonly fixture: ConformanceFixture } {
  let shop: TestApp | undefined;
  let fixture: ConformanceFixture | undefined;
  beforeAll(async () => {
    shop = await createTestApp(...args);
    fixture = await demoFixtureOf(shop);
  });
  afterAll(async () => shop?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('demoShop: read inside a test, after beforeAll');
    return value;
  };
  return {
    get shop() {
      return ready(shop);
    },
    get fixture() {
      return ready(fixture);
    },
  };
}
