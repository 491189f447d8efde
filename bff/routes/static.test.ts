import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageFiles } from '../../adapters/reference/catalogue/demo-images.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The pictures as committed; the build copies web/public into STATIC_DIR, which tests fill by hand. */
const PUBLIC_IMAGES = fileURLToPath(new URL('../../web/public/immagini/', import.meta.url));

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  cpSync(PUBLIC_IMAGES, join(shop.config.STATIC_DIR, 'immagini'), { recursive: true });
});
afterAll(async () => shop.close());

describe('pictures under /immagini', () => {
  it('serves a demo picture as SVG, cached for a day', async () => {
    const [file] = demoImageFiles();
    const res = await shop.app.inject({ url: `/immagini/ricambi/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toBe(readFileSync(join(PUBLIC_IMAGES, 'ricambi', file ?? ''), 'utf8'));
  });

  it('answers 404 for a picture that does not exist, and never lists the folder', async () => {
    expect((await shop.app.inject({ url: '/immagini/ricambi/nessuna.svg' })).statusCode).toBe(404);
    expect([403, 404]).toContain((await shop.app.inject({ url: '/immagini/ricambi/' })).statusCode);
    expect((await shop.app.inject({ url: '/immagini/../index.html' })).statusCode).not.toBe(200);
  });
});
