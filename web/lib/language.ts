import { useState } from 'react';

/**
 * How the app is drawn again after a language switched in the page (web/lib/page-language.ts): every screen reads
 * its texts while rendering, so the routes below the app remount. Kept this small because it is in the first
 * bundle; the language code itself loads only for a page that is not Italian, or when the switch is used.
 */
let redraw: (() => void) | undefined;

/** The app's redraw counter (a key for what lies below it). */
export function useRedrawCount(): number {
  const [count, setCount] = useState(0);
  redraw = () => setCount((value) => value + 1);
  return count;
}

export function redrawApp(): void {
  redraw?.();
}
