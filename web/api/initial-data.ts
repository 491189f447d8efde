import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from '../router/index.ts';
import type { InitialError } from '../../shared/contract/boot.ts';

/**
 * What the server rendered the first page with: replies by SWR key (given to SWR as `fallback`) and the
 * failures by key. Valid for the first location only: once the user navigates, data is fetched as usual.
 */
export interface InitialData {
  fallback: Record<string, unknown>;
  errors: Record<string, InitialError>;
  /** Cleared on the first navigation (mutable on purpose: it must not re-render the tree). */
  current: { firstLocation: boolean };
}

export function initialData(fallback: Record<string, unknown> = {}, errors: Record<string, InitialError> = {}): InitialData {
  return { fallback, errors, current: { firstLocation: true } };
}

export const InitialDataContext = createContext<InitialData>(initialData());

/** True while `key`'s reply came with the page: the screen must not ask for it again when it mounts. */
export function useCameWithPage(key: string | null): boolean {
  const initial = useContext(InitialDataContext);
  return key !== null && initial.current.firstLocation && key in initial.fallback;
}

/** The server's failure for `key`, while still on the first location. */
export function useInitialError(key: string | null): InitialError | undefined {
  const initial = useContext(InitialDataContext);
  return key !== null && initial.current.firstLocation ? initial.errors[key] : undefined;
}

/** In the layout: after the first navigation, the page's inline data no longer stands for what is shown. */
export function useForgetInitialDataOnNavigate(): void {
  const initial = useContext(InitialDataContext);
  const location = useLocation();
  const first = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    if (`${location.pathname}${location.search}` !== first.current) initial.current.firstLocation = false;
  }, [initial, location.pathname, location.search]);
}
