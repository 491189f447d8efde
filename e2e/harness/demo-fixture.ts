import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { createTestApp, demoFixtureOf } from '../../bff/testing/test-app.ts';

/**
 * The demo data's fixture (its vehicles, configurator values, products), read from a copy of the template database
 * opened for the purpose: the demo data is deterministic, so the shop in the browser has the same.
 */
export async function demoFixture(): Promise<ConformanceFixture> {
  const shop = await createTestApp();
  try {
    return await demoFixtureOf(shop);
  } finally {
    await shop.close();
  }
}
