import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BOOT_DATA_ID, type BootData } from '../../shared/contract/boot.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { PAGE_SCRIPTS_ID, type PageScripts } from '../../shared/page-scripts.ts';
import type { Preloads } from '../ssr/manifest.ts';

const ROOT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no `<` can close it, no U+2028/9 can break it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What goes into the built index.html for one page: the rendered app, its boot data, early fetches. */
export interface PageDocument {
  appHtml: string;
  boot: BootData;
  preloads?: Preloads;
  /** Markup before the app's root, outside what React hydrates (the cookie notice of a first visit). */
  beforeRoot?: string;
}

/** index.html as a template: its markup, and the app's scripts when they were taken out for web/start.ts. */
interface Shell {
  html: string;
  mtimeMs: number;
  app?: Omit<PageScripts, 'preload'> & { imports: string[] };
}

/**
 * The built SPA's index.html as a template. Re-read when a new build replaced the file, so a running server
 * never points at deleted assets; null when the front end is not built.
 */
export function shellReader(
  file: string,
  startScript: () => Promise<string | undefined>,
): () => Promise<((page: PageDocument) => string) | null> {
  let shell: Shell | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (shell?.mtimeMs !== info.mtimeMs) {
      const html = await inlineStylesheets(await readFile(file, 'utf8'), dirname(file));
      shell = { ...startAfterPaint(html, await startScript()), mtimeMs: info.mtimeMs };
    }
    const { html, app } = shell;
    return (page) => {
      const screenScripts = page.preloads?.scripts ?? [];
      // Data go in JSON script elements: not executable, so the content security policy allows them.
      const scripts: PageScripts | undefined = app && { app: app.app, preload: [...app.imports, ...screenScripts] };
      const boot =
        (page.beforeRoot ?? '') +
        (scripts ? `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(scripts)}</script>` : '') +
        `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(page.boot)}</script>`;
      const preloads = [
        ...(page.preloads?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
        ...(app ? [] : screenScripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)),
      ].join('');
      // Replacer functions: the inserted text is taken as it is, `$&` and the like included.
      const withRoot = html.includes(ROOT)
        ? html.replace(ROOT, () => `${boot}<div id="root">${page.appHtml}</div>`)
        : html.replace('</body>', () => `${boot}</body>`);
      // The document's language is the page's (screen readers, hyphenation, the browser's translate offer).
      const withLanguage = withRoot.replace(
        '<html lang="it">',
        () => `<html lang="${page.boot.preferences.language === 'en' ? 'en' : 'it'}">`,
      );
      return preloads ? withLanguage.replace('</head>', () => `${preloads}</head>`) : withLanguage;
    };
  };
}

const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * Index.html's script tags give way to web/start.ts, which loads the same scripts once the page has painted
 * (see there why). Without a built start script, or when Vite wrote the tags differently, the page keeps them.
 */
function startAfterPaint(html: string, start: string | undefined): Omit<Shell, 'mtimeMs'> {
  const app = APP_SCRIPT.exec(html)?.[1];
  if (!start || !app) return { html };
  const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '').filter(Boolean);
  const rewritten = html
    .replace(MODULE_PRELOAD, '')
    .replace(APP_SCRIPT, () => `<script type="module" crossorigin src="${escapeHtml(start)}"></script>`);
  return { html: rewritten, app: { app, imports } };
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The built stylesheet written into the page instead of linked: the first paint waits for no second request
 * (about 0.3 s on a phone's connection, Lighthouse's mobile preset). It is small once compressed, and the
 * content security policy allows inline styles. A file that cannot be read stays a link.
 */
async function inlineStylesheets(html: string, dir: string): Promise<string> {
  let out = html;
  for (const [tag, path] of html.matchAll(STYLESHEET)) {
    if (!path) continue;
    const css = await readFile(join(dir, path), 'utf8').catch(() => null);
    if (css !== null && !css.includes('</style')) out = out.replace(tag, () => `<style>${css}</style>`);
  }
  return out;
}
