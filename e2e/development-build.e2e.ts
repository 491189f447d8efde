import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInBrowser } from './browser.ts';
import { hydrateAfterChange } from './harness/mismatch.ts';
import { logInByCookie } from './harness/login.ts';

/**
 * The shop on React's development build: only it compares the attributes of the server's HTML with the app's first
 * render (the production build checks elements alone, web/hydrate.tsx), and says so on the console, which fails the
 * journey (e2e/harness/page-problems.ts). The front end is built for development into a folder of its own first.
 */
const built = mkdtempSync(join(tmpdir(), 'parts-shop-web-development-'));

beforeAll(() => {
  const { VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'development', '--outDir', built, '--emptyOutDir', '--logLevel', 'warn'],
    { env: { ...env, NODE_ENV: 'development' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`vite build --mode development failed:\n${build.stdout}${build.stderr}`);
}, 120_000);
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe('the shop on React’s development build', () => {
  const shop = shopInBrowser({ env: { STATIC_DIR: built }, responsive: true });

  it('hydrates every kind of page with the attributes the server wrote', async () => {
    for (const path of ['/', `/cerca?q=${encodeURIComponent('filtro olio')}`, '/ricambio/143', '/search-car', '/login']) {
      await shop.visit(path);
    }
    await logInByCookie(shop, 'demo', 'demo');
    for (const path of ['/', '/cart', '/checkout/spedizione']) await shop.visit(path);
  });

  it('says on the console when an attribute of the server’s HTML differs from the app’s (the check this journey relies on)', async () => {
    await hydrateAfterChange(
      shop.page,
      `${shop.url}/`,
      async (page) => {
        const search = page.locator('form[role="search"] input[name="q"]');
        await search.waitFor();
        // The same element, another attribute than the server wrote, before the app arrives.
        await search.evaluate((input) => input.setAttribute('placeholder', 'altro'));
      },
      async (_page, errors) => {
        await expect.poll(() => errors.filter((text) => /attributes .* didn't match/.test(text)).length).toBe(1);
      },
    );
  });
});
