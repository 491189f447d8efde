import { DEFAULT_LAYOUT, layoutOf, type ProductLayout } from '../../../shared/view-preferences.ts';

export interface LayoutChoice {
  /** The layout drawn now. */
  layout: ProductLayout;
  /** What to keep in the cookie and localStorage: a layout, or null to remove the stored one. */
  stored: ProductLayout | null;
}

/**
 * SPEC §4 layout toggle: exactly one layout is active. A single toggle group reports '' when its active item is
 * pressed again: that turns the layout off, back to the default, and the stored layout is removed. Any other
 * layout chosen is stored. A value that is no layout (never sent by the group) counts as turning off.
 */
export function chooseLayout(value: string): LayoutChoice {
  const layout = layoutOf(value);
  if (value === '' || layout !== value) return { layout: DEFAULT_LAYOUT, stored: null };
  return { layout, stored: layout };
}
