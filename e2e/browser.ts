import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../bff/testing/test-app.ts';
import { axeViolations, formatAxeFindings } from './harness/axe-audit.ts';
import { layoutShiftProblem, layoutShiftTotal, watchLayoutShifts } from './harness/layout-shifts.ts';
import { watchPageProblems, type ExpectedError } from './harness/page-problems.ts';
import { settle, watchNetwork } from './harness/settle.ts';

export type { ExpectedError } from './harness/page-problems.ts';

export const SCREENSHOTS = 'e2e/screenshots';

/** The two widths every page is audited at: a desktop and a phone (SPEC §9's breakpoints lie between). */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

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
 * Each audit with no dialog open runs at the desktop and the phone width (resizing, then restoring the size):
 * so every page is checked at both without journeys repeating themselves. With a dialog open it runs at the
 * current width only: crossing the 1024 px breakpoint closes the side menu.
 * Console, page-error and CSP problems are collected all along and reported after each test.
 */
export function shopInBrowser({ env = {}, expectedErrors = [], viewport = DESKTOP }: ShopInBrowserOptions = {}): ShopInBrowser {
  let shop: TestApp | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let page: Page | undefined;
  let guards: Awaited<ReturnType<typeof watchGuards>> | undefined;

  beforeAll(async () => {
    shop = await createTestApp({ STATIC_DIR: 'dist/web', ...env });
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    guards = await watchGuards(page, expectedErrors);
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

/** Path and query of a URL: where a report says a problem was. */
function pageOf(url: string): string {
  if (!url.startsWith('http')) return url;
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** The path of a URL: one screen, whatever its query (a filter or page change redraws the same screen). */
function screenOf(url: string): string {
  return url.startsWith('http') ? new URL(url).pathname : url;
}

async function watchGuards(page: Page, expectedErrors: readonly ExpectedError[]) {
  const network = watchNetwork(page);
  const problems = await watchPageProblems(page, expectedErrors);
  const shifts = await watchLayoutShifts(page);
  let failures: string[] = [];
  /** Pages reached since the last audit, in order. */
  let unaudited: string[] = [];

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const reached = screenOf(frame.url());
    if (unaudited.at(-1) !== reached) unaudited.push(reached);
  });

  async function auditAtWidth(where: string) {
    const findings = await axeViolations(page);
    if (findings.length > 0) failures.push(`axe on ${where}:\n  ${formatAxeFindings(findings)}`);
  }

  async function audit(label?: string) {
    const current = pageOf(page.url());
    const where = label && label !== current ? `${current} (${label})` : current;
    await settle(page, network);
    unaudited = [];
    const visitShifts = await shifts.take();
    // E2E_REPORT=1 prints every visit's layout shift, to see how close a page is to the budget.
    if (process.env.E2E_REPORT) console.log(`layout shift ${layoutShiftTotal(visitShifts).toFixed(4)} on ${where}`);
    const shiftProblem = layoutShiftProblem(visitShifts, where);
    if (shiftProblem) failures.push(shiftProblem);

    const size = page.viewportSize() ?? DESKTOP;
    await auditAtWidth(`${where} at ${size.width} px`);
    const dialogOpen = await page.evaluate(() => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null);
    if (!dialogOpen) {
      for (const width of [DESKTOP, PHONE]) {
        if (width.width === size.width) continue;
        await page.setViewportSize(width);
        await settle(page, network);
        await auditAtWidth(`${where} at ${width.width} px`);
      }
      if ((page.viewportSize() ?? size).width !== size.width) {
        await page.setViewportSize(size);
        await settle(page, network);
      }
      // Resizing moves things; Chromium marks those shifts as input, but nothing of the tour belongs to the visit.
      await shifts.take();
    }
  }

  return {
    audit,
    /** Before a full navigation: the page being left is audited if the journey never did. */
    async leave() {
      const current = screenOf(page.url());
      if (current !== 'about:blank' && unaudited.includes(current)) await audit();
    },
    async endOfTest() {
      const current = screenOf(page.url());
      const passedThrough = unaudited.filter((reached) => reached !== current);
      if (current !== 'about:blank') await audit();
      if (passedThrough.length > 0) {
        failures.push(
          `pages reached and left without an audit: ${passedThrough.join(', ')}; ` +
            'call `shop.checkpoint()` once such a page shows, or open it with `shop.visit()`',
        );
      }
      const found = [...problems.take(), ...failures];
      failures = [];
      if (found.length > 0) throw new Error(`The journey broke the rules every page keeps:\n- ${found.join('\n- ')}`);
    },
    reset() {
      problems.take();
      failures = [];
      unaudited = [];
    },
  };
}
