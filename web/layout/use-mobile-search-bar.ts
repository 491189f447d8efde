import { useEffect, useRef, useState } from 'react';
import { nextMobileSearchBar, type MobileSearchBarState } from './mobile-search-bar.ts';
import { MEDIA, useMediaQuery } from './use-media-query.ts';

/**
 * The search bar's state at 820 px or less (mobile-search-bar.ts): fixed on scroll, hidden while scrolling down and
 * shown while scrolling up. `placeRef` is the bar's place in the page.
 */
export function useMobileSearchBar() {
  const mobile = useMediaQuery(MEDIA.mobile);
  const placeRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MobileSearchBarState>('normal');

  useEffect(() => {
    setState('normal');
    if (!mobile) return;
    let current: MobileSearchBarState = 'normal';
    let lastY = window.scrollY;
    const onScroll = () => {
      const place = placeRef.current;
      if (!place) return;
      const barTop = place.getBoundingClientRect().top + window.scrollY;
      const next = nextMobileSearchBar(current, { lastY, y: window.scrollY, barTop });
      lastY = next.lastY;
      if (next.state !== current) {
        current = next.state;
        setState(current);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile]);

  return { state, placeRef };
}
