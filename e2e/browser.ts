import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const SCREENSHOTS = 'e2e/screenshots';

/**
 * Debian's Chromium, headless, with the network features that would try to reach the internet turned off.
 * Playwright gives every launch a fresh, empty profile.
 */
export async function openBrowser(): Promise<{ browser: Browser; context: BrowserContext; close(): Promise<void> }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  return {
    browser,
    context,
    close: async () => {
      await browser.close();
    },
  };
}
