import type { FragmentActionName } from '../../shared/fragments/action-names.ts';

export type FragmentActionHandler = (element: HTMLElement, event: MouseEvent) => void;

const handlers = new Map<string, Set<FragmentActionHandler>>();
let installedOn: Pick<Document, 'addEventListener' | 'removeEventListener'> | null = null;

/**
 * The one delegated click listener for HTML fragments inserted by the SPA: a click on (or inside) an element
 * with `data-action="name"` calls the handlers registered for that name. Unknown names do nothing, so a
 * fragment's link still works as a link.
 */
export function handleFragmentClick(event: MouseEvent): void {
  const target = event.target as (Node & { closest?: (selector: string) => Element | null }) | null;
  const element = target && typeof target.closest === 'function' ? target.closest('[data-action]') : null;
  if (!element) return;
  const name = element.getAttribute('data-action') ?? '';
  const registered = handlers.get(name);
  if (!registered || registered.size === 0) return;
  for (const handler of [...registered]) handler(element as HTMLElement, event);
}

/** Registers a handler for one action name; returns the function that removes it. */
export function onFragmentAction(
  name: FragmentActionName,
  handler: FragmentActionHandler,
  root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  if (!installedOn) {
    root.addEventListener('click', handleFragmentClick as EventListener);
    installedOn = root;
  }
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
    if ([...handlers.values()].every((s) => s.size === 0) && installedOn) {
      installedOn.removeEventListener('click', handleFragmentClick as EventListener);
      installedOn = null;
    }
  };
}
