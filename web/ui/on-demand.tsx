import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

/**
 * A component whose code is its own chunk, fetched the first time it is needed (a dialog when it first
 * opens, a dropdown on first use) and not with the page: what the first screen does not show stays out of
 * the initial JavaScript. Until `needed` has been true once, it renders nothing and fetches nothing.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function OnDemand({ needed, ...props }: { needed: boolean } & P) {
    const [wanted, setWanted] = useState(needed);
    if (needed && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
