import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '../../shared/contract/boot.ts';
import { defaultPathSettings } from '../../shared/path-settings.ts';
import { defaultSearchFormSettings, defaultViewPreferences } from '../../shared/view-preferences.ts';
import { shellReader } from './shell.ts';

// index.html as Vite writes it: the app's entry, the chunks it imports, the stylesheet.
const BUILT_SHELL = [
  '<!doctype html><html lang="it"><head><title>Shop</title>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/fetch-C3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style-D4.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const boot: BootData = {
  settings: defaultPathSettings,
  searchForm: defaultSearchFormSettings,
  preferences: defaultViewPreferences,
  fallback: {},
  errors: {},
};
const page = { appHtml: '<main>Disco freno</main>', boot, preloads: { scripts: ['/assets/product-page-E5.js'], styles: [] } };

const jsonOf = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null');
const scriptTags = (html: string) => html.match(/<script(?![^>]*application\/json)[^>]*>/g) ?? [];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shell-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), BUILT_SHELL);
  writeFileSync(join(dir, 'assets', 'style-D4.css'), 'main{color:red}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the page shell', () => {
  it('starts a rendered page with the start script alone, and lists the app and the screen for it to load after the paint', async () => {
    const render = await shellReader(join(dir, 'index.html'), async () => '/assets/start-F6.js')();
    const html = render!(page).toString('utf8');
    expect(scriptTags(html)).toEqual(['<script type="module" crossorigin src="/assets/start-F6.js">']);
    expect(html).not.toContain('modulepreload');
    expect(jsonOf(html, 'page-scripts')).toEqual({
      app: '/assets/index-A1.js',
      preload: ['/assets/framework-B2.js', '/assets/fetch-C3.js', '/assets/product-page-E5.js'],
    });
    expect(html).toContain('<style>main{color:red}</style>');
    expect(html).toContain('<div id="root"><main>Disco freno</main></div>');
  });

  it('keeps the app in its own tags when the build has no start script', async () => {
    const render = await shellReader(join(dir, 'index.html'), async () => undefined)();
    const html = render!(page).toString('utf8');
    expect(scriptTags(html)).toEqual(['<script type="module" crossorigin src="/assets/index-A1.js">']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-E5.js">');
    expect(jsonOf(html, 'page-scripts')).toBeNull();
  });
});
