import type { Page } from 'playwright-core';

/** SPEC/issue 6: cumulative layout shift under 0.05 on every page. A layout property, not a time. */
export const CLS_BUDGET = 0.05;

export interface LayoutShift {
  value: number;
  /** Where the page was when it shifted (path and query). */
  at: string;
  /** The elements that moved, described for a reader (tag, id, test id or first classes). */
  sources: string[];
}

const SHIFT_BINDING = '__shopLayoutShift';
const FLUSH = '__shopFlushLayoutShifts';

function isLayoutShift(value: unknown): value is LayoutShift {
  if (typeof value !== 'object' || value === null) return false;
  const shift = value as Record<string, unknown>;
  return typeof shift.value === 'number' && typeof shift.at === 'string' && Array.isArray(shift.sources);
}

/**
 * Streams the page's layout shifts to the test as they happen: a PerformanceObserver on 'layout-shift' entries,
 * installed by an init script at the start of every document (an evaluate that Chromium repeats on each new
 * document, outside the page's CSP), so the first paint and a page that is left by a full navigation are
 * counted too. Shifts within 500 ms of input (`hadRecentInput`) are the user's doing and are left out, as in CLS;
 * so are the shifts of a viewport resize, which Chromium marks that way in the main frame. A frame's document
 * resized with the page (an iframe whose box follows the viewport) gets no such mark: its shifts within 500 ms of
 * its own resize event are left out the same way. `take()` returns the shifts since the last call: the harness
 * calls it once per page visit.
 */
export async function watchLayoutShifts(page: Page) {
  let shifts: LayoutShift[] = [];
  await page.exposeBinding(SHIFT_BINDING, (_source, shift: unknown) => {
    if (isLayoutShift(shift)) shifts.push(shift);
  });
  await page.addInitScript(
    ({ binding, flush }: { binding: string; flush: string }) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
      const globals = window as unknown as Record<string, unknown>;
      const report = (shift: unknown) => (globals[binding] as ((shift: unknown) => void) | undefined)?.(shift);
      const describe = (node: Node | null): string => {
        if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? '(gone)';
        const testId = node.getAttribute('data-testid');
        const id = node.id ? `#${node.id}` : '';
        const detail = testId ? `[data-testid="${testId}"]` : node.classList.length ? `.${[...node.classList].slice(0, 4).join('.')}` : '';
        return `${node.tagName.toLowerCase()}${id}${detail}`;
      };
      // The event's own time stamp, on the same timeline as the entries (performance.now may be a test's fake clock).
      let resizedAt = -Infinity;
      window.addEventListener('resize', (event) => (resizedAt = event.timeStamp));
      const send = (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[]) {
          if (entry.hadRecentInput || entry.startTime - resizedAt < 500) continue;
          report({
            value: entry.value,
            at: location.pathname + location.search,
            sources: (entry.sources ?? []).map((source) => describe(source.node)),
          });
        }
      };
      const observer = new PerformanceObserver((list) => send(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Entries wait for the observer's next task; the harness flushes them before it sums a visit.
      globals[flush] = () => send(observer.takeRecords());
    },
    { binding: SHIFT_BINDING, flush: FLUSH },
  );

  const flush = () =>
    page.evaluate((name) => (window as unknown as Record<string, (() => void) | undefined>)[name]?.(), FLUSH).catch(() => undefined); // a page in the middle of navigating has nothing to flush

  return {
    /** Whether shifts were reported since the last `take()` (they stay to be taken). */
    async pending(): Promise<boolean> {
      await flush();
      return shifts.length > 0;
    },
    async take(): Promise<LayoutShift[]> {
      await flush();
      const taken = shifts;
      shifts = [];
      return taken;
    },
  };
}

/** The layout shift of a visit: the sum of its shifts (CLS's session windows would only make it smaller). */
export function layoutShiftTotal(shifts: LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/** The budget failure of one visit, with the largest shifts and what moved; undefined within the budget. */
export function layoutShiftProblem(shifts: LayoutShift[], where: string): string | undefined {
  const total = layoutShiftTotal(shifts);
  if (total <= CLS_BUDGET) return undefined;
  const largest = [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 5)
    .map((shift) => `    - ${shift.value.toFixed(4)} on ${shift.at}: ${shift.sources.join(', ') || '(no source)'}`);
  return `layout shift on ${where}: ${total.toFixed(4)}, above ${CLS_BUDGET}; largest shifts:\n${largest.join('\n')}`;
}
