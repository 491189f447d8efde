import type { Page, Route } from 'playwright-core';

/** The page's first script (web/start.ts): small, it comes at once on any line; the app waits for the pictures. */
const FIRST_SCRIPT = /\/start-[^/]*\.js$/;

/**
 * Holds back the shop's scripts until the returned function is called: the page shows what the server rendered
 * and can be typed into, as on a slow phone line before the app arrives. `firstScript: 'through'` lets the page's
 * first script run (it holds early presses, web/early-actions.ts) and holds the app's.
 */
export async function holdScripts(
  page: Page,
  { firstScript = 'held' }: { firstScript?: 'held' | 'through' } = {},
): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = (url: URL) =>
    url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !(firstScript === 'through' && FIRST_SCRIPT.test(url.pathname));
  const handler = async (route: Route) => {
    await gate;
    // The page may have moved on meanwhile (the request was cancelled).
    await route.continue().catch(() => undefined);
  };
  await page.route(held, handler);
  return async () => {
    release();
    await page.unroute(held, handler);
  };
}
