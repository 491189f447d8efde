import { describe, expect, it, vi } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import { mockApiFetch } from './api-fetch.fixture.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('addToCart', () => {
  const fetchMock = mockApiFetch({ idCart: 1, lines: 1, quantity: 4 });

  it('sends a fresh Idempotency-Key with every add, so a resent request cannot add twice', async () => {
    await addToCart({ productId: 31, quantity: 4 });
    await addToCart({ productId: 31, quantity: 4 });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/cart/add-ajax');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(String(init?.body))).toEqual({ csrfToken: 'csrf-1', productId: 31, quantity: 4, fgurgente: 'N' });
  });

  it('makes a key where crypto.randomUUID is missing (plain http on an intranet address)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    try {
      await addToCart({ productId: 31, quantity: 4 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('idempotency-key')).toMatch(UUID);
  });
});
