/** GET on the parts-lookup login path (SPEC §7): its text is the frame's source. The BFF answers it. */
export const PARTS_LOOKUP_LOGIN_PATH = '/parts-lookup/login';

/** What the parts-lookup frame may post to the module page. */
export type FrameMessage = { type: 'oeNumber'; oeNumber: string } | { type: 'addToBasket' };

const OE_NUMBER = /^[\w .\-/]{1,100}$/;

/**
 * A message of the frame, or null: from any origin but the frame's (or any window but the frame's) it is ignored,
 * and so is any shape the page does not know.
 */
export function frameMessageOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frameOrigin: string,
  frame: unknown,
): FrameMessage | null {
  if (event.origin !== frameOrigin || event.source !== frame) return null;
  const data = event.data as { type?: unknown; oeNumber?: unknown } | null;
  if (!data || typeof data !== 'object') return null;
  if (data.type === 'oeNumber' && typeof data.oeNumber === 'string' && OE_NUMBER.test(data.oeNumber.trim()))
    return { type: 'oeNumber', oeNumber: data.oeNumber.trim() };
  if (data.type === 'addToBasket') return { type: 'addToBasket' };
  return null;
}

/** SPEC §9: the scroll to the results takes 600 ms. */
export const SCROLL_TO_RESULTS_MS = 600;

/** Scrolls the window so `element` sits below what stays on top (the page's scroll-padding-top), in 600 ms. */
export function scrollToResults(element: HTMLElement): void {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const from = window.scrollY;
  const to = Math.max(0, element.getBoundingClientRect().top + from - padding);
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || Math.abs(to - from) < 1) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SCROLL_TO_RESULTS_MS);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, from + (to - from) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
