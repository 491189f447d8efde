import { lazy, Suspense, useState, type ComponentType, type JSX, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component; until its code is there, `fallback` (nothing unless told). */
  Component: (props: P & { fallback?: ReactNode }) => JSX.Element;
  /** Fetches the code: the server before it renders, the browser before it hydrates a page that shows it. */
  preload: () => Promise<void>;
}

/**
 * A component in its own chunk that a server-rendered page may already show (unlike `onDemand`, which renders
 * nothing until first needed). Preloaded, it renders at once, exactly as in the server's HTML, so hydration
 * matches; otherwise it suspends and shows `fallback` while its code loads. Each instance keeps the shape it
 * mounted with, so a load finishing meanwhile never remounts it (and never loses its state).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        ready = component;
      },
      (error: unknown) => {
        // A failed fetch (a new release replaced the chunk, the network) may be tried again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: ready as ComponentType<P> };
  });
  function Preloaded({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Ready] = useState(() => ready);
    const own = props as unknown as P & JSX.IntrinsicAttributes;
    if (Ready) return <Ready {...own} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...own} />
      </Suspense>
    );
  }
  return { Component: Preloaded, preload };
}
