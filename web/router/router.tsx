import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { locationOf, type Location, type NavigationType } from './location.ts';

/**
 * The shop's router: where the app is and how to move. react-router did this, with route discovery, data loading,
 * relative paths and blockers the shop never used, for 15 KB of every page's scripts (docs/benchmarks.md); what the
 * shop uses is here, with react-router's names and behaviour (web/router/routes.tsx draws the page of the location).
 */

export interface NavigateOptions {
  /** The current history entry replaced instead of a new one. */
  replace?: boolean;
  /**
   * The page stays scrolled where it is (react-router's option): a choice made within the page (a group of parts
   * opened), not a new page, which starts at its top (web/layout/use-scroll-to-top.ts).
   */
  preventScrollReset?: boolean;
}

/** Goes to an absolute path of the shop (a new history entry, or the current one replaced), or back and forth by `delta`. */
export type NavigateFunction = {
  (to: string, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  /** The last navigation asked to keep the scroll. */
  preventScrollReset: boolean;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside a router');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
/** Whether the last navigation asked to keep the scroll where it was (NavigateOptions). */
export const usePreventScrollReset = (): boolean => useRouter().preventScrollReset;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The location's query (react-router's shape: the parameters first). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** The entry the browser shows now, with the key the router gave it. */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as { key?: unknown } | null;
  return locationOf(pathname + search + hash, typeof state?.key === 'string' ? state.key : 'default');
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history. As react-router's, a move is a transition: a page whose code is still on its way leaves the
 * one shown in place until it comes, instead of a loading state in between.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: browserLocation(),
    navigationType: 'POP' as NavigationType,
    preventScrollReset: false,
  }));
  const move = useCallback((next: typeof state) => startTransition(() => setState(next)), []);
  useLayoutEffect(() => {
    const onPop = () => move({ location: browserLocation(), navigationType: 'POP', preventScrollReset: false });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [move]);
  const navigate = useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      const url = new URL(to, window.location.href);
      const path = url.pathname + url.search + url.hash;
      const key = newKey();
      if (options?.replace) window.history.replaceState({ key }, '', path);
      else window.history.pushState({ key }, '', path);
      move({
        location: locationOf(path, key),
        navigationType: options?.replace ? 'REPLACE' : 'PUSH',
        preventScrollReset: options?.preventScrollReset ?? false,
      });
      return Promise.resolve();
    },
    [move],
  ) as NavigateFunction;
  const router = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

const refuseToMove = (() => Promise.reject(new Error('the server renders one location: nothing navigates'))) as NavigateFunction;

/** One location, fixed: the server's render of a page. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo(
    () => ({ location: locationOf(location), navigationType: 'POP' as const, preventScrollReset: false, navigate: refuseToMove }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** A location held in memory (tests): navigating moves it, with no browser history. */
export function MemoryRouter({ initialPath = '/', children }: { initialPath?: string; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: locationOf(initialPath),
    navigationType: 'POP' as NavigationType,
    preventScrollReset: false,
  }));
  const navigate = useCallback((to: string | number, options?: NavigateOptions) => {
    if (typeof to === 'string') {
      setState({
        location: locationOf(to, newKey()),
        navigationType: options?.replace ? 'REPLACE' : 'PUSH',
        preventScrollReset: options?.preventScrollReset ?? false,
      });
    }
    return Promise.resolve();
  }, []) as NavigateFunction;
  const router = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}
