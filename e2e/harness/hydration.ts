import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the app has taken a server-rendered element over (hydrated it) and committed: a click before that
 * meets a button with no handler yet. The app arrives after the page has painted (web/start.ts), later under load;
 * it marks `#root` once hydration is done (web/main.tsx).
 */
export async function hydrated(page: Page, element: Locator): Promise<void> {
  await element.waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated !== undefined);
  // The commit's effects: two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
