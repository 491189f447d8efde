import type { KeyboardEvent } from 'react';

/** Arrow keys that move to the previous and next item: a row of tabs answers to left and right only. */
const rowKeys = { previous: ['ArrowLeft'], next: ['ArrowRight'] };
const anyDirection = { previous: ['ArrowLeft', 'ArrowUp'], next: ['ArrowRight', 'ArrowDown'] };

/**
 * WAI-ARIA's roving focus among a group's buttons (`[data-roving]`, enabled): arrows move to the previous or next
 * one, wrapping at the ends, Home and End to the first and last. Put on the group's `onKeyDown`; only the focused
 * item is a tab stop (each item's `tabIndex`), so Tab leaves the group. Returns the item focused, if any.
 */
export function moveRovingFocus(event: KeyboardEvent<HTMLElement>, onlyRow = false): HTMLElement | undefined {
  const keys = onlyRow ? rowKeys : anyDirection;
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-roving]:not(:disabled)')];
  const at = items.indexOf(event.target as HTMLButtonElement);
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const last = items.length - 1;
  const to = keys.previous.includes(event.key)
    ? (at + last) % items.length
    : keys.next.includes(event.key)
      ? (at + 1) % items.length
      : event.key === 'Home' || event.key === 'PageUp'
        ? 0
        : event.key === 'End' || event.key === 'PageDown'
          ? last
          : -1;
  const item = items[to];
  if (!item) return undefined;
  event.preventDefault();
  item.focus();
  return item;
}
