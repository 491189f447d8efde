import { Suspense, use, useState, type ComponentType, type JSX } from 'react';

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface Deferred<P extends object> {
  /** Renders the component; in the browser, its server HTML stays until its code is there, then it hydrates. */
  Component: (props: P) => JSX.Element;
  /** Fetches the code: the server before it renders (so its HTML holds the component), the browser when it first renders. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component of the first screen whose code is not in the first bundle (the homepage's JS budget): the server
 * renders it as usual, and the browser fetches its chunk beside the screen's before it hydrates (web/main.tsx), so
 * hydration always finds it (were it still on its way, any update above it would drop its server HTML until it came).
 * Loaded, it is drawn at once with no Suspense boundary, on both sides alike: React hydrates a boundary in a pass of
 * its own after the page's, and a press on it meanwhile would meet a control without its handler once `#root` says
 * hydrated (web/hydrate.tsx, web/early-actions.ts). Not loaded yet, it suspends until it is. Each instance keeps the
 * shape it mounted with. Should the chunk fail to load, the component draws nothing.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = load().catch(() => () => null);
      // Marked once there, so `use` renders it at once (the server after preloading, later renders in the browser).
      void promise.then((value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      });
      loading = promise;
    }
    return loading;
  };
  function Loaded(props: P) {
    const Ready = use(preload() as Promise<ComponentType<P>>);
    return <Ready {...props} />;
  }
  function Component(props: P) {
    const [Ready] = useState(() => (loading?.status === 'fulfilled' ? loading.value : undefined));
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
