import type { Locator, Page } from 'playwright-core';

/** WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it. */
const RING_CONTRAST = 3;

export interface FocusStop {
  /** The focused element, described for a reader: its role or tag and its accessible text. */
  name: string;
  /** Why its focus is not visible; empty when it is. */
  problem: string;
}

/**
 * What has the focus and whether a keyboard user can see it: on screen and not covered (a sticky header, a fixed
 * bar), with a `:focus-visible` outline (or a box-shadow ring)
 * whose colour has a 3:1 contrast with the background it is drawn on (the parent's for an outer ring, the
 * element's own for a ring drawn inside), once its transitions have ended. Colours are read back through a canvas,
 * which turns any CSS colour (Tailwind's oklch) into sRGB.
 */
export async function focusStop(page: Page): Promise<FocusStop | undefined> {
  return page.evaluate(async (minimum) => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;
    // Buttons fade their ring in (`transition-colors` covers outline-color): judge the ring it settles on, jumping
    // to the end of its transitions rather than waiting them out (about 40 ms a stop, hundreds of stops a walk).
    for (const animation of element.getAnimations()) animation.finish();
    const fieldLabel = 'labels' in element && element.labels instanceof NodeList ? element.labels[0]?.textContent : undefined;
    const label = (element.getAttribute('aria-label') ?? fieldLabel ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${label}"`;

    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (color: string): [number, number, number, number] => {
      if (!context) return [0, 0, 0, 0];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((channel = 0) => channel / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
    /** The first opaque background at or above `from` (white at the top). */
    const backgroundOf = (from: Element | null): [number, number, number, number] => {
      for (let node = from; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] > 200) return color;
      }
      return [255, 255, 255, 255];
    };

    if (!element.matches(':focus-visible')) return { name, problem: 'has the focus but does not match :focus-visible' };
    // WCAG 2.4.11: the focused element is not entirely hidden (off screen, under a sticky header or a fixed bar).
    const seen = () => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      return points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element.contains(hit) || hit.contains(element));
      });
    };
    // The page may still be moving when the focus lands: Shift+Tab scrolls up, and the mobile search bar leaves its
    // fixed place on the scroll event that follows. Judge what the user sees once it settles.
    const settled = async () => {
      const transitions = Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([transitions, new Promise((resolve) => setTimeout(resolve, 500))]); // a spinner never ends
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    };
    if (!seen()) await settled();
    if (!seen()) {
      const box = element.getBoundingClientRect();
      const cover = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        name,
        problem: `it is hidden${cover ? ` under ${cover.tagName.toLowerCase()}.${[...cover.classList].slice(0, 3).join('.')}` : ' off screen'}`,
      };
    }
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width >= 1)) {
      return { name, problem: style.boxShadow !== 'none' ? '' : 'shows no outline and no ring' };
    }
    const ring = rgba(style.outlineColor);
    if (ring[3] < 200) return { name, problem: `its outline is (nearly) transparent: ${style.outlineColor}` };
    const inside = parseFloat(style.outlineOffset) < 0;
    const behind = backgroundOf(inside ? element : element.parentElement);
    const [lighter, darker] = [luminance(ring), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const contrast = (lighter + 0.05) / (darker + 0.05);
    return {
      name,
      problem:
        contrast >= minimum
          ? ''
          : `its ring ${style.outlineColor} has a contrast of ${contrast.toFixed(2)} with rgb(${behind.slice(0, 3).join(' ')})`,
    };
  }, RING_CONTRAST);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking on the way that every element
 * that takes the focus shows it. Fails after `limit` presses, naming where the focus went.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (stop?.problem) throw new Error(`the focus is not visible on ${stop.name}: ${stop.problem}`);
    if (stop) visited.push(stop.name);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach the target; the focus went through: ${visited.join(', ')}`);
}

/**
 * Moves the point Tab starts from to the top of the page (or its end): blurring alone leaves it where the focus
 * was. A momentary focusable element first (or last) in the body takes the focus and goes.
 */
export async function startFromTop(page: Page, { end = false } = {}): Promise<void> {
  await page.evaluate((atEnd) => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    if (atEnd) document.body.append(start);
    else document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
  }, end);
}

/**
 * Tabs through every focusable element of the page once, from the top (or with `backwards`, Shift+Tab from the
 * end: the focus then scrolls into view at the top, where a sticky header or fixed bar may cover it), checking
 * that each shows its focus. Returns the stops in the order visited.
 */
export async function tabThroughPage(page: Page, { backwards = false, limit = 200 } = {}): Promise<string[]> {
  const visited: string[] = [];
  await startFromTop(page, { end: backwards });
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (!stop) break; // back on the document: every stop was visited
    if (stop.problem) throw new Error(`the focus is not visible on ${stop.name}: ${stop.problem}`);
    if (visited.length > 0 && stop.name === visited[0] && presses > 1) break;
    visited.push(stop.name);
  }
  return visited;
}
