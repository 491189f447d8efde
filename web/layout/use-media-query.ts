import { useSyncExternalStore } from 'react';

/** Breakpoints of SPEC §9, as media queries (the CSS uses the same numbers). */
export const MEDIA = {
  /** Hover menu above 1024 px; side menu at 1024 px or less. */
  desktopMenu: '(min-width: 1025px)',
  /** Sticky header only wider than 820 px. */
  stickyHeader: '(min-width: 821px)',
  /** Mobile search bar and one-cell carousel at 820 px or less. */
  mobile: '(max-width: 820px)',
  /** The user asked the system for less motion: nothing moves by itself. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
