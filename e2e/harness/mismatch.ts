import type { Page } from 'playwright-core';
import { holdScripts } from './hold-scripts.ts';

/**
 * Opens `url` in a page of its own (outside a journey's watch: the mismatch is made on purpose), lets `change` alter
 * the server's HTML before the app arrives, and returns the console's errors once the app has hydrated. The journeys
 * that show the mismatch checks work (e2e/development-build.e2e.ts, e2e/typed-early.e2e.ts) read them.
 */
export async function hydrateAfterChange(
  from: Page,
  url: string,
  change: (page: Page) => Promise<void>,
  check: (page: Page, errors: readonly string[]) => Promise<void>,
): Promise<void> {
  const page = await from.context().newPage();
  try {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await change(page);
    await release();
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated !== undefined);
    await check(page, errors);
  } finally {
    await page.close();
  }
}
