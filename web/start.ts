import { PAGE_SCRIPTS_ID, type PageScripts } from '../shared/page-scripts.ts';
import { holdEarlyActions } from './early-actions.ts';

/**
 * The first script of a page rendered by the server (a separate entry of the build, see vite.config.ts). The page
 * is readable before any script runs: the browser paints it and loads its pictures first, and only then fetches and
 * runs the app that makes it interactive. On a phone's connection the app's scripts would otherwise take the
 * bandwidth the pictures need, and running them would hold back the paint.
 */

function pageScripts(): PageScripts | undefined {
  const text = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PageScripts>;
    if (typeof parsed.app !== 'string') return undefined;
    return { app: parsed.app, preload: Array.isArray(parsed.preload) ? parsed.preload.filter((href) => typeof href === 'string') : [] };
  } catch {
    return undefined;
  }
}

function start(): void {
  const scripts = pageScripts();
  if (!scripts) return;
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = scripts.app;
  document.head.append(app);
}

/** How long the app waits at most for the first paint the browser reports. */
const PAINT_WAIT_MS = 3000;

/** Once the page has painted its first content (not when hidden: nothing paints in a hidden tab). */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return run();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(fallback);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page with nothing to paint (or a browser that reports no paint) still starts.
  const fallback = setTimeout(once, PAINT_WAIT_MS);
}

let started = false;
/** Starts the app once: after the load event and the first paint, or at once for an early answer (below). */
function startOnce(): void {
  if (!started) start();
  started = true;
}

// The cookie notice answered before the app has started (it waits for the pictures, which a slow connection may take
// seconds over): the app starts at once and its consent script presses the same button again. The script after the
// notice (shared/fragments/consent-early-answer.ts) keeps the answer in `data-pending`, also one given before this
// script ran. The notice's id is written out (shared/consent-notice-id.ts) so that this entry stays one file.
const notice = document.getElementById('consent-notice');
if (notice?.dataset.pending) startOnce();
notice?.addEventListener('click', function answeredEarly(event) {
  if (!(event.target as Element).closest('[data-consent]')) return;
  notice.removeEventListener('click', answeredEarly);
  startOnce();
});

// A press or a form sent before the app has arrived is held, and starts the app at once (web/early-actions.ts).
const root = document.getElementById('root');
if (root) holdEarlyActions(root, startOnce, notice);

// The pictures first (the load event), then the first paint if it has not come yet.
if (document.readyState === 'complete') afterFirstPaint(startOnce);
else window.addEventListener('load', () => afterFirstPaint(startOnce), { once: true });
