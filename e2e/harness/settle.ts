import type { Page, Request } from 'playwright-core';

/** How long the network must stay idle before a page counts as loaded. */
const QUIET_MS = 300;
/** How long a page may take to settle before the journey fails with what it was still waiting for. */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Follows the page's requests, so the harness audits a page once its data has arrived rather than after a
 * fixed wait (tests never assert times; they wait for states).
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let started = 0;
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    started++;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return {
    /** How many requests the page has started so far (a request since an audit means the page may change). */
    get started(): number {
      return started;
    },
    async quiet(deadline: number): Promise<void> {
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(`the page kept the network busy for ${SETTLE_TIMEOUT_MS} ms: ${pending || '(requests kept starting)'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export type NetworkWatch = ReturnType<typeof watchNetwork>;

/**
 * Waits until the page shows what it will show: loaded, the network idle, no loading skeleton or spinner
 * (`[data-loading]`, the ui/loading.tsx blocks) and nothing `aria-busy`, fonts ready, short animations
 * (dialogs popping in, fades) finished, and two frames painted. Audits and layout-shift sums run on that state.
 */
export async function settle(page: Page, network: NetworkWatch): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await page.waitForLoadState('load', { timeout: SETTLE_TIMEOUT_MS });
  await network.quiet(deadline);
  await page
    .waitForFunction(() => !document.querySelector('[data-loading], [aria-busy="true"]'), undefined, {
      timeout: Math.max(1, deadline - Date.now()),
    })
    .catch(() => {
      throw new Error(`the page still shows a loading state after ${SETTLE_TIMEOUT_MS} ms`);
    });
  await page.evaluate(async () => {
    // Bounded in the page too: a busy machine's Chromium may hold back frames for a while, and a wait with no end
    // hung a journey until the hook's timeout (first-load, once); past these bounds the audits take the page as it is.
    const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.race([document.fonts.ready, atMost(2000)]);
    // Long or endless animations (spinners, the 6 s cart blink) are not waited for; they do not move layout.
    const shortOnesEnded = () => {
      const short = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && Number.isFinite(end) && end <= 1000 && animation.playState === 'running';
      });
      return Promise.race([Promise.all(short.map((animation) => animation.finished.catch(() => undefined))), atMost(1500)]);
    };
    const twoFrames = () =>
      Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), atMost(1000)]);
    await shortOnesEnded();
    await twoFrames();
    // Again: a transition a render started meanwhile (a list fading back in once its data came) would otherwise be
    // audited half way, its text at part opacity failing contrast.
    await shortOnesEnded();
    await twoFrames();
  });
}
