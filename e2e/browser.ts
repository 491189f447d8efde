import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../bff/testing/test-app.ts';

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

/**
 * For one describe block: the shop on the built SPA (its own database copy, `env` added to its configuration)
 * and a browser page,
 * opened before the journey and closed after it. Read `page` and `url` inside tests and hooks.
 */
export function shopInBrowser(env: Record<string, string> = {}): { readonly page: Page; readonly url: string } {
  let shop: TestApp | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    shop = await createTestApp({ STATIC_DIR: 'dist/web', ...env });
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
  return {
    get page() {
      return page!;
    },
    get url() {
      return shop!.url;
    },
  };
}
