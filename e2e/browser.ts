import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PortsHandle } from '../bff/ports.ts';
import { createTestApp, type TestApp } from '../bff/testing/test-app.ts';
import { DESKTOP, watchGuards } from './harness/page-guards.ts';
import type { ExpectedError } from './harness/page-problems.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { acceptAllCookies } from './harness/consent.ts';

export { DESKTOP, PHONE } from './harness/page-guards.ts';
export type { ExpectedError } from './harness/page-problems.ts';

export const SCREENSHOTS = 'e2e/screenshots';

/**
 * Debian's Chromium, headless, with the network features that would try to reach the internet turned off.
 * Playwright gives every launch a fresh, empty profile.
 */
export async function openBrowser(): Promise<{ browser: Browser; context: BrowserContext; close(): Promise<void> }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const context = await browser.newContext({ locale: 'it-IT', viewport: DESKTOP });
  return {
    browser,
    context,
    close: async () => {
      await browser.close();
    },
  };
}

export interface ShopInBrowserOptions {
  /** Added to the shop's configuration. */
  env?: Record<string, string>;
  /** Console errors the journey provokes on purpose; any other fails it. */
  expectedErrors?: readonly ExpectedError[];
  /** The starting viewport. */
  viewport?: { width: number; height: number };
  /** Ports to run the shop on instead of the configured ones (made when the shop starts). */
  ports?: () => PortsHandle;
  /**
   * A journey about the responsive layout: each audit runs at the desktop and the phone width (390 px). Other
   * journeys audit each page at the width it is shown at.
   */
  responsive?: boolean;
  /** The cookie notice: already answered with every category accepted (the default), or not asked yet. */
  consent?: 'accepted' | 'unasked';
}

export interface ShopInBrowser {
  readonly page: Page;
  readonly url: string;
  /** Opens a path of the shop (after auditing the page being left, if it was not), waits until it settles and audits it. */
  visit(path: string): Promise<void>;
  /** Audits the page as it shows now: a dialog or dropdown open, a page reached by a click. */
  checkpoint(label?: string): Promise<void>;
}

/**
 * For one describe block: the shop on the built SPA (its own database copy) and a browser page, opened before
 * the journey and closed after it, under the checks every journey gets without writing them.
 *
 * What is checked (DESIGN.md, "Browser journeys"):
 * - axe-core: no serious or critical violation;
 * - layout shift: the shifts of each page visit (not caused by input) sum to at most 0.05;
 * - no console error except `expectedErrors`, no uncaught error, no CSP violation, no hydration warning.
 *
 * When: axe and the layout-shift sum run at *audit points*, on a settled page (see settle.ts), never while the
 * journey is acting (an audit racing a click would report half-drawn states):
 * - `visit(path)`, which journeys use instead of `page.goto`: the page being left (if the journey reached it by
 *   a click and never audited it), then the new page once settled;
 * - after every test, the page as the test left it (where client-side navigations and dialogs end up);
 * - `checkpoint()`, for a state in the middle of a test (a dialog open, a page passed through).
 * Every screen (path) the main frame reaches (full loads and client-side navigations, which Playwright reports
 * alike) is noted; a test that passes through a screen and leaves it by a click with no audit point on it fails and
 * says where a `checkpoint()` is missing, so no page goes unchecked silently.
 * Each (screen, state) is audited once: an audit point on the page last audited, with no request and no change to
 * its document since, is skipped. An audit runs at the current width; in a `responsive` journey, with no dialog
 * open, at the desktop and the phone width too (resizing, then restoring the size); with a dialog open at the
 * current width only: crossing the 1024 px breakpoint closes the side menu.
 * Console, page-error and CSP problems are collected all along and reported after each test.
 */
export function shopInBrowser({
  env = {},
  expectedErrors = [],
  viewport = DESKTOP,
  ports,
  responsive = false,
  consent = 'accepted',
}: ShopInBrowserOptions = {}): ShopInBrowser {
  let shop: TestApp | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let page: Page | undefined;
  let guards: Awaited<ReturnType<typeof watchGuards>> | undefined;

  beforeAll(async () => {
    shop = await createTestApp({ STATIC_DIR: 'dist/web', ...env }, ports ? { ports: ports() } : {});
    browser = await openBrowser();
    if (consent === 'accepted') await acceptAllCookies(browser.context, shop.url);
    page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    guards = await watchGuards(page, expectedErrors, { responsive });
  });
  afterEach(async (context) => {
    if (!guards) return;
    // A test that failed already says why; auditing its broken state would only add noise.
    if (context.task.result?.state === 'fail') return guards.reset();
    await guards.endOfTest();
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
    async visit(path: string) {
      await guards!.leave();
      await page!.goto(shop!.url + path);
      await guards!.audit(path);
    },
    async checkpoint(label?: string) {
      await guards!.audit(label);
    },
  };
}
