import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

// A built asset as the build leaves it: the file and its brotli and gzip copies.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `riga ${i}`))};\n`;
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT, { level: 9 });
// A file whose copies the build skipped (they would not have been smaller).
const TINY = 'export const a = 1;\n';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  const assets = join(shop.config.STATIC_DIR, 'assets');
  writeFileSync(join(assets, 'rows-abc123.js'), SCRIPT);
  writeFileSync(join(assets, 'rows-abc123.js.br'), SCRIPT_BR);
  writeFileSync(join(assets, 'rows-abc123.js.gz'), SCRIPT_GZ);
  writeFileSync(join(assets, 'tiny-abc123.js'), TINY);
});
afterAll(async () => shop.close());

describe('built assets are sent from their precompressed copies', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await shop.app.inject({ url: '/assets/rows-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await shop.app.inject({ url: '/assets/rows-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(SCRIPT_GZ)).toBe(true);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const res = await shop.app.inject({ url: '/assets/rows-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a file without copies as it is, never compressing it per request', async () => {
    const res = await shop.app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });
});

describe('replies over 1 KB are compressed per request', () => {
  const searchUrl = '/cerca?q=filtro';

  it('compresses the page data of a search for a browser that accepts br', async () => {
    const plain = await shop.app.inject({ url: searchUrl, headers: { accept: 'application/json' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const res = await shop.app.inject({ url: searchUrl, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/\baccept\b/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses with gzip for a browser without brotli', async () => {
    const res = await shop.app.inject({ url: searchUrl, headers: { accept: 'application/json', 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('rows');
  });

  it('leaves small replies (fragments, short JSON) as they are', async () => {
    const fragment = await shop.app.inject({ url: '/cart/container-cart-ajax', headers: { 'accept-encoding': 'br, gzip' } });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(fragment.headers['content-encoding']).toBeUndefined();
    expect(fragment.headers['content-type']).toMatch(/^text\/html/);

    const principal = await shop.app.inject({ url: '/sfapi/v1/principal', headers: { 'accept-encoding': 'br, gzip' } });
    expect(principal.headers['content-encoding']).toBeUndefined();
    expect(principal.json()).toHaveProperty('csrfToken');
  });
});
