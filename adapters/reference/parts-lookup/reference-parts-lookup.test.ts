import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../shared/clock.ts';
import { referenceImplementations } from '../implementations.ts';
import { referenceOptionsSchema } from '../options.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';

const SHOP = 'http://127.0.0.1:3000';
const FRAME_ORIGIN = 'http://localhost:4999';

let ref: TestReference;
beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

/** The reference parts lookup as the adapter builds it from its options. */
const lookupWith = (options: Record<string, unknown>) =>
  referenceImplementations.partsLookup(
    { db: ref.db, clock: systemClock },
    referenceOptionsSchema.parse({ dataDir: ref.dataDir, ...options }),
  );

describe('reference parts lookup: the frame URL', () => {
  it("answers its frame page on the shop's own origin, for that origin, without a frame origin", async () => {
    const { url } = await ref.checked.partsLookup.frameUrl({ origin: SHOP }, ctxOf(null));
    expect(url).toBe('http://127.0.0.1:3000/catalogo-frame/?origin=http%3A%2F%2F127.0.0.1%3A3000');
  });

  it('answers it on the configured frame origin, still naming the shop it is for', async () => {
    const { url } = await lookupWith({ partsFrameOrigin: `${FRAME_ORIGIN}/` }).frameUrl({ origin: SHOP }, ctxOf(null));
    const parsed = new URL(url);
    expect(parsed.origin).toBe(FRAME_ORIGIN);
    expect(parsed.pathname).toBe('/catalogo-frame/');
    expect(parsed.searchParams.get('origin')).toBe(SHOP);
  });

  it('refuses a frame origin that is not an origin when the adapter opens', () => {
    expect(() => lookupWith({ partsFrameOrigin: 'http://localhost:4999/catalogo' })).toThrow(/origin/);
  });
});
