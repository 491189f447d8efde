import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BOOT_DATA_ID, type BootData } from '../../shared/contract/boot.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { PAGE_SCRIPTS_ID, type PageScripts } from '../../shared/page-scripts.ts';
import type { Preloads } from '../ssr/manifest.ts';
import { fileVersion } from './file-version.ts';

const ROOT = '<div id="root"></div>';

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapedInScript = (char: string) => (char === '<' ? '\\u003c' : char === '\u2028' ? '\\u2028' : '\\u2029');

/** JSON safe inside a <script> element: no `<` can close it, no U+2028/9 can break it (one pass over the text). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapedInScript);
}

/** What goes into the built index.html for one page: the rendered app, its boot data, early fetches. */
export interface PageDocument {
  appHtml: string;
  boot: BootData;
  preloads?: Preloads;
  /** Markup before the app's root, outside what the app hydrates (the cookie notice of a first visit). */
  beforeRoot?: string;
}

/** index.html as a template: its markup cut where each page writes its own, and the app's scripts when they were taken out for web/start.ts. */
interface Shell {
  /** The shell's own text already encoded (most of a page: the inlined stylesheet), between the page's slots. */
  parts: (Buffer | Slot)[];
  mtimeMs: number;
  app?: Omit<PageScripts, 'preload'> & { imports: string[] };
}

/** Where a page writes into the shell: the document's language, the screen's stylesheets, the app with its data. */
type Slot = 'language' | 'preloads' | 'app' | 'boot';

/**
 * The shell cut once at its slots and encoded, so a page is written by joining the parts rather than by searching,
 * copying and encoding the whole document (its inlined stylesheet is most of it) on every page; sent as bytes, its
 * length needs no count over the text either. A shell without some marker lacks that slot:
 * `app` replaces the empty root element, `boot` (only without one) goes before `</body>`.
 */
function cut(html: string): (Buffer | Slot)[] {
  const rootAt = html.indexOf(ROOT);
  const marks: { at: number; length: number; slot: Slot }[] = [
    { at: html.indexOf(LANGUAGE_TAG), length: LANGUAGE_TAG.length, slot: 'language' },
    { at: html.indexOf('</head>'), length: 0, slot: 'preloads' },
    rootAt >= 0 ? { at: rootAt, length: ROOT.length, slot: 'app' } : { at: html.indexOf('</body>'), length: 0, slot: 'boot' },
  ];
  const parts: (Buffer | Slot)[] = [];
  let from = 0;
  for (const mark of marks.filter((m) => m.at >= 0).sort((a, b) => a.at - b.at)) {
    parts.push(Buffer.from(html.slice(from, mark.at)), mark.slot);
    from = mark.at + mark.length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return parts;
}

const LANGUAGE_TAG = '<html lang="it">';

/**
 * The built SPA's index.html as a template. Re-read when a new build replaced the file (looked at once a second at
 * most), so a running server never points at deleted assets; null when the front end is not built.
 */
export function shellReader(
  file: string,
  startScript: () => Promise<string | undefined>,
): () => Promise<((page: PageDocument) => Buffer) | null> {
  const version = fileVersion(file);
  let shell: Shell | null = null;
  return async () => {
    const mtimeMs = await version();
    if (mtimeMs === null) return null;
    if (shell?.mtimeMs !== mtimeMs) {
      const html = await inlineStylesheets(await readFile(file, 'utf8'), dirname(file));
      const { html: rewritten, app } = startAfterPaint(html, await startScript());
      shell = { parts: cut(rewritten), mtimeMs, ...(app ? { app } : {}) };
    }
    const { parts, app } = shell;
    return (page) => {
      const screenScripts = page.preloads?.scripts ?? [];
      // Data go in JSON script elements: not executable, so the content security policy allows them.
      const scripts: PageScripts | undefined = app && { app: app.app, preload: [...app.imports, ...screenScripts] };
      const boot =
        (page.beforeRoot ?? '') +
        (scripts ? `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(scripts)}</script>` : '') +
        `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(page.boot)}</script>`;
      const slots: Record<Slot, string> = {
        // The document's language is the page's (screen readers, hyphenation, the browser's translate offer).
        language: `<html lang="${page.boot.preferences.language === 'en' ? 'en' : 'it'}">`,
        preloads: [
          ...(page.preloads?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
          ...(app ? [] : screenScripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)),
        ].join(''),
        app: `${boot}<div id="root">${page.appHtml}</div>`,
        boot,
      };
      return Buffer.concat(parts.map((part, i) => (i % 2 ? Buffer.from(slots[part as Slot]) : (part as Buffer))));
    };
  };
}

const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * Index.html's script tags give way to web/start.ts, which loads the same scripts once the page has painted
 * (see there why). Without a built start script, or when Vite wrote the tags differently, the page keeps them.
 */
function startAfterPaint(html: string, start: string | undefined): { html: string; app?: Shell['app'] } {
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
