import type { Page } from 'playwright-core';

/**
 * What a page paints while it comes, frame by frame: from now on, at each animation frame while the app is at
 * `pathname`, the number of elements each selector finds (`lines=2 empty=0`), kept when it changes. `stop()` answers
 * the states in order. A page that painted data older than the last action shows it here, however briefly.
 */
export async function recordPaints(
  page: Page,
  pathname: string,
  selectors: Record<string, string>,
): Promise<{ stop(): Promise<string[]> }> {
  await page.evaluate(
    ({ pathname, selectors }) => {
      const record = window as unknown as { paints: string[]; paintsOn: number };
      // Each recording its own number: the loop of an earlier one stops instead of writing into this one.
      const recording = (record.paintsOn ?? 0) + 1;
      record.paints = [];
      record.paintsOn = recording;
      const read = () =>
        Object.entries(selectors)
          .map(([name, selector]) => `${name}=${document.querySelectorAll(selector).length}`)
          .join(' ');
      const frame = () => {
        if (record.paintsOn !== recording) return;
        if (window.location.pathname === pathname) {
          const state = read();
          if (record.paints.at(-1) !== state) record.paints.push(state);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { pathname, selectors },
  );
  return {
    stop: () =>
      page.evaluate(() => {
        const record = window as unknown as { paints: string[]; paintsOn: number };
        record.paintsOn += 1;
        return record.paints;
      }),
  };
}

/**
 * Moves the app to `path` without a page load, as Back and Forward do (the router's popstate): the page is drawn
 * from what the app holds, which is where a stale paint would come from.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // From the top of the page, where the header's links are (Back would restore the scroll of the page it goes to).
    window.scrollTo(0, 0);
    window.history.pushState({ key: `journey-${Date.now()}` }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
