import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';
import { signedInHeaderFile } from './screen-files.ts';

// A build's manifest in miniature: the entry, a chunk it imports, and the header's logged-in chunk with its own import.
const manifest = {
  'index.html': { file: 'assets/index-test.js', isEntry: true, imports: ['_framework-test.js'] },
  '_framework-test.js': { file: 'assets/framework-test.js' },
  [signedInHeaderFile]: { file: 'assets/signed-in-header-test.js', imports: ['_framework-test.js', '_cart-test.js'] },
  '_cart-test.js': { file: 'assets/cart-test.js' },
};

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  const web = join(shop.dataDir, 'web');
  mkdirSync(join(web, '.vite'), { recursive: true });
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="it"><head></head><body><div id="root"></div></body></html>');
});
afterAll(async () => shop.close());

describe("the header's logged-in pieces", () => {
  it('are fetched with the page of a logged-in user (their chunk and its imports, not the first bundle again)', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const html = (await client.request({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('Autoricambi Demo S.r.l.');
    expect(html).toContain('href="/assets/signed-in-header-test.js"');
    expect(html).toContain('href="/assets/cart-test.js"');
    expect(html).not.toContain('href="/assets/framework-test.js"');
  });

  it('are not fetched for a visitor', async () => {
    const html = (await shop.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(html).not.toContain('signed-in-header-test.js');
  });
});
