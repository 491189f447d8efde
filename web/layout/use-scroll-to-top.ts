import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, usePreventScrollReset } from '../router/index.ts';

/**
 * A new page starts at its top, as a full page load would; going back or forward leaves the scroll to the
 * browser, which restores it, and so does a choice within the page that says so (`preventScrollReset`: the vehicle
 * search's group). (The declarative router has no ScrollRestoration.)
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const preventScrollReset = usePreventScrollReset();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP' && !preventScrollReset) window.scrollTo(0, 0);
  }, [pathname, search, navigationType, preventScrollReset]);
}
