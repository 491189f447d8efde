/** SPEC §4: the mobile search bar is normal, fixed, hidden or shown. */
export type MobileSearchBarState = 'normal' | 'fixed' | 'hidden' | 'shown';

/** SPEC §9: scroll movements of 6 px or less do not change the bar. */
export const SCROLL_THRESHOLD_PX = 6;

export interface ScrollStep {
  /** The scroll position the last decision was taken at. */
  lastY: number;
  y: number;
  /** Where the bar sits in the page: above it, the bar stays in place. */
  barTop: number;
}

/**
 * The next state of the mobile search bar (820 px or less) after a scroll. Back at its place it is normal;
 * past it, it becomes fixed, then hides when scrolling down and shows when scrolling up, by more than 6 px.
 * Returns the state and the scroll position to compare the next step with.
 */
export function nextMobileSearchBar(state: MobileSearchBarState, step: ScrollStep): { state: MobileSearchBarState; lastY: number } {
  if (step.y <= step.barTop) return { state: 'normal', lastY: step.y };
  const delta = step.y - step.lastY;
  if (Math.abs(delta) <= SCROLL_THRESHOLD_PX) {
    return { state: state === 'normal' ? 'fixed' : state, lastY: step.lastY };
  }
  return { state: delta > 0 ? 'hidden' : 'shown', lastY: step.y };
}
