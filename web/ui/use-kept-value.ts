import { useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a user typed or chose before the page's script arrived, kept: a server-rendered control already holds it
 * when the app hydrates, but the component's state does not. On mount, a controlled control that holds another
 * value than its state reports it through `onValueChange`, so the state (and what depends on it, such as an
 * enabled submit button) catches up. Checkboxes and radios report their checked state as 'on' / ''.
 */
export function useKeptValue<E extends Control>(value: unknown, onValueChange: ((value: string) => void) | undefined) {
  const ref = useRef<E>(null);
  const report = useRef(onValueChange);
  report.current = onValueChange;
  const initial = useRef(value);
  // In the commit itself, so a click right after hydration already meets the caught-up state.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || value === undefined || !report.current) return;
    const held =
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? element.checked
          ? 'on'
          : ''
        : element.value;
    const shown = typeof initial.current === 'boolean' ? (initial.current ? 'on' : '') : String(initial.current ?? '');
    if (held !== shown) report.current(held);
    // Once, when the control first meets its state: later changes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
