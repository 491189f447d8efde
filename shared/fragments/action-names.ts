/**
 * The `data-action` values that HTML fragments may carry. The fragments (rendered by the BFF) and the SPA's
 * one delegated click listener (actions.ts) both read this list, so a name is never misspelt on one side.
 */
export const FragmentAction = {
  /** Close the header cart dropdown. */
  closeCart: 'close-cart',
  /** Follow the element's href inside the SPA (no full page load), closing any open dropdown. */
  navigate: 'navigate',
} as const;

export type FragmentActionName = (typeof FragmentAction)[keyof typeof FragmentAction];
