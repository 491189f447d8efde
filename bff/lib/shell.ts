import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BOOT_DATA_ID, type BootData } from '../../shared/contract/boot.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
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
}

/**
 * The built SPA's index.html as a template. Re-read when a new build replaced the file, so a running server
 * never points at deleted assets; null when the front end is not built.
 */
export function shellReader(file: string): () => Promise<((page: PageDocument) => string) | null> {
  let shell: { html: string; mtimeMs: number } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (shell?.mtimeMs !== info.mtimeMs)
      shell = { html: await inlineStylesheets(await readFile(file, 'utf8'), dirname(file)), mtimeMs: info.mtimeMs };
    const { html } = shell;
    return (page) => {
      // The data goes in a JSON script element: not executable, so the content security policy allows it.
      const boot = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(page.boot)}</script>`;
      const preloads = [
        ...(page.preloads?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
        ...(page.preloads?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      ].join('');
      // Replacer functions: the inserted text is taken as it is, `$&` and the like included.
      const withRoot = html.includes(ROOT)
        ? html.replace(ROOT, () => `${boot}<div id="root">${page.appHtml}</div>`)
        : html.replace('</body>', () => `${boot}</body>`);
      return preloads ? withRoot.replace('</head>', () => `${preloads}</head>`) : withRoot;
    };
  };
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
