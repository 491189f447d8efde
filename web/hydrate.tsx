import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * The one place the browser hands elements to React's DOM renderer (eslint.config.js lets no other file import
 * react-dom/client): the app's root, hydrated or drawn, and the roots of its own the cookie choices draw in.
 */

/** Marks `container` once React has committed its first render there, effects run (e2e/harness/hydration.ts). */
function CommittedMark({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // web/early-actions.ts carries out a press held until now: the app's handlers are in place.
    container.dataset.hydrated = '';
  }, [container]);
  return children;
}

/**
 * Takes the server's HTML in `container` over. A client render where the HTML and the app disagree is a bug (the
 * journeys fail on it): React's production build draws that part again and says nothing, so it is said here.
 */
export function hydrateApp(container: HTMLElement, app: ReactNode): void {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page (one long task of a few hundred milliseconds on a phone).
  startTransition(() => {
    hydrateRoot(container, <CommittedMark container={container}>{app}</CommittedMark>, {
      onRecoverableError: (error) => console.error('Hydration mismatch: React drew part of the page again.', error),
    });
  });
}

/** Draws the app into an empty `container` (Vite's dev server serves the bare shell). */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  createRoot(container).render(<CommittedMark container={container}>{app}</CommittedMark>);
}

/** A root of its own for what the app draws outside `#root` (the cookie choices' dialog). */
export function ownRoot(container: HTMLElement): Root {
  return createRoot(container);
}
