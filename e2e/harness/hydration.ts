import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has taken a server-rendered element over (hydrated it) and committed: a click before that
 * meets a button with no handler yet. The app arrives after the page has painted (web/start.ts), later under load.
 */
export async function hydrated(page: Page, element: Locator): Promise<void> {
  const handle = await element.elementHandle();
  await page.waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')), handle);
  // The commit that follows: two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
