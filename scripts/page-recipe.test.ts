import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createTestApp as CreateTestApp, TestApp } from '../bff/testing/test-app.ts';
import { generatePages } from './generate-pages.mjs';

// docs/recipes.md's worked example of "Adding a page", scaffolded as a newcomer would: its three files and its label
// written into a copy of the shop, the page tables generated, and the page opened on that copy's server.
const repoRoot = join(import.meta.dirname, '..');
const recipe = readFileSync(join(repoRoot, 'docs/recipes.md'), 'utf8');

/** The recipe's code blocks, by the path their first line names (`// web/pages/site-map/route.ts`). */
function recipeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, body = ''] of recipe.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const [first = '', ...rest] = body.split('\n');
    const path = /^\/\/ (\S+\.tsx?)\b/.exec(first)?.[1];
    if (path) files.set(path, rest.join('\n'));
  }
  return files;
}

describe("the recipe's example page (docs/recipes.md, Adding a page)", () => {
  let copy = '';
  let shop: TestApp;
  let scaffolded: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
    copy = mkdtempSync(join(repoRoot, '.tmp', 'page-recipe-'));
    for (const dir of ['adapters', 'bff', 'shared', 'web']) {
      cpSync(join(repoRoot, dir), join(copy, dir), { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) });
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');

    const pageFiles = [...recipeFiles()].filter(([path]) => path.startsWith('web/pages/'));
    scaffolded = pageFiles.map(([path]) => path);
    for (const [path, text] of pageFiles) {
      mkdirSync(join(copy, path, '..'), { recursive: true });
      writeFileSync(join(copy, path), text);
    }
    // The label, in each table beside the other page labels, as the recipe's last block says.
    const labels = [...recipe.matchAll(/^ {2}(JS_PAGE_SITE_MAP: '[^']+',)$/gm)].map((match) => match[1]);
    for (const [table, line] of [
      ['it', labels[0]],
      ['en', labels[1]],
    ] as const) {
      const file = join(copy, 'shared/i18n', `${table}.ts`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {2}JS_PAGE_ACCOUNT: .*)$/m, `$1\n  ${line}`));
    }

    for (const [path, text] of Object.entries(await generatePages(copy))) writeFileSync(join(copy, path), text);
    const { createTestApp } = (await import(pathToFileURL(join(copy, 'bff/testing/test-app.ts')).href)) as {
      createTestApp: typeof CreateTestApp;
    };
    shop = await createTestApp();
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('is three files of its own', () => {
    expect(scaffolded.sort()).toEqual(['web/pages/site-map/load.ts', 'web/pages/site-map/route.ts', 'web/pages/site-map/screen.tsx']);
  });

  it('is served to a browser, rendered with its title and the menu it lists', async () => {
    const reply = await fetch(`${shop.url}/mappa-del-sito`, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('data-testid="site-map-page"');
    expect(html).toContain('Mappa del sito');
    expect(html).toContain('href="/search-car"');
  });

  it('answers the app its data, the empty object, under its own path', async () => {
    const reply = await fetch(`${shop.url}/mappa-del-sito?anything=1`, { headers: { accept: 'application/json' } });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({});
  });
});
