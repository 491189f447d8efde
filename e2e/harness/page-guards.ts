import type { Page } from 'playwright-core';
import { axeViolations, formatAxeFindings } from './axe-audit.ts';
import { layoutShiftProblem, layoutShiftTotal, watchLayoutShifts } from './layout-shifts.ts';
import { watchPageProblems, type ExpectedError } from './page-problems.ts';
import { settle, watchNetwork } from './settle.ts';

/** The two widths a responsive journey audits every page at: a desktop and a phone (SPEC §9's breakpoints lie between). */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

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

/** Set by the init script on any change of the document (false once audited): see `unchangedSinceAudit`. */
const CHANGED = '__shopChangedSinceAudit';

export interface GuardOptions {
  /** Audit each page at the desktop and the phone width (a journey about the responsive layout), not only as shown. */
  responsive?: boolean;
}

/**
 * The checks of shopInBrowser (browser.ts explains when they run): `audit` settles the page, sums its visit's
 * layout shifts and runs axe (at each width in a responsive journey); `leave` and `endOfTest` add the audits a
 * journey did not ask for and the screens it passed through unchecked; `endOfTest` throws everything found, console
 * problems included. A page already audited in the state it still shows is not audited again.
 */
export async function watchGuards(page: Page, expectedErrors: readonly ExpectedError[], { responsive = false }: GuardOptions = {}) {
  const network = watchNetwork(page);
  const problems = await watchPageProblems(page, expectedErrors);
  const shifts = await watchLayoutShifts(page);
  let failures: string[] = [];
  /** Pages reached since the last audit, in order. */
  let unaudited: string[] = [];
  /** The page and width of the last audit, and how many requests the page had started by its end. */
  let lastAudit: { url: string; width: number; requests: number } | undefined;

  // Every document notes any change to its tree, attributes or text; an audit clears the note when it ends.
  await page.addInitScript((flag: string) => {
    const globals = window as unknown as Record<string, boolean>;
    globals[flag] = true;
    new MutationObserver(() => (globals[flag] = true)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }, CHANGED);

  /**
   * True when the page is the one last audited, at the same width, with no request started since, no change to
   * its documents (its frames' too) and no layout shift reported since: the same (screen, state), which a second
   * settle and axe run would only repeat.
   */
  async function unchangedSinceAudit(): Promise<boolean> {
    const width = (page.viewportSize() ?? DESKTOP).width;
    if (!lastAudit || lastAudit.url !== page.url() || lastAudit.width !== width || lastAudit.requests !== network.started) return false;
    const changed = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag] !== false, CHANGED).catch(() => true),
        ),
    );
    return !changed.includes(true) && !(await shifts.pending());
  }

  /** Notes every document of the page (its frames too) as audited as it is now. */
  async function markAudited() {
    await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame.evaluate((flag) => ((window as unknown as Record<string, boolean>)[flag] = false), CHANGED).catch(() => undefined),
        ),
    );
  }

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const reached = screenOf(frame.url());
    if (unaudited.at(-1) !== reached) unaudited.push(reached);
  });

  async function auditAtWidth(where: string) {
    // axe judges the page as laid out from its top, sticky bars in their place in the flow: at any scroll position
    // the sticky header (and a phone's sticky bottom bar, such as the cart's total) covers a strip of whatever passes
    // under it, which target-size would count as a target too small. Whether a focused control stays visible under
    // them is the focus check's business (focus.ts).
    const scrolled = await page.evaluate(() => {
      const at = window.scrollY;
      window.scrollTo(0, 0);
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const style = getComputedStyle(element);
        if (style.position === 'sticky' && style.bottom !== 'auto') element.dataset.auditUnstuck = element.style.position || 'unset';
      }
      for (const element of document.querySelectorAll<HTMLElement>('[data-audit-unstuck]')) element.style.position = 'static';
      return at;
    });
    // The scroll back up lets the page's scroll handlers run first: the phone's search bar, fixed while the page
    // was scrolled, goes back into the header (under load a frame or two later), else it covers the header's buttons.
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 100)))));
    const findings = await axeViolations(page);
    await page.evaluate((at) => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-audit-unstuck]')) {
        element.style.position = element.dataset.auditUnstuck === 'unset' ? '' : (element.dataset.auditUnstuck ?? '');
        delete element.dataset.auditUnstuck;
      }
      window.scrollTo(0, at);
    }, scrolled);
    if (findings.length > 0) failures.push(`axe on ${where}:\n  ${formatAxeFindings(findings)}`);
  }

  async function audit(label?: string) {
    if (await unchangedSinceAudit()) {
      unaudited = [];
      return;
    }
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
    if (responsive && !dialogOpen) {
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
    await markAudited();
    lastAudit = { url: page.url(), width: (page.viewportSize() ?? size).width, requests: network.started };
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
