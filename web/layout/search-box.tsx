import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchUrl } from '../page-urls.ts';
import { t } from '../i18n/translate.ts';
import { pagePath } from '../routes.ts';
import { cn } from '../ui/cn.ts';
import { SearchIcon } from '../ui/icons.tsx';
import { nextMobileSearchBar, type MobileSearchBarState } from './mobile-search-bar.ts';
import { MEDIA, useMediaQuery } from './use-media-query.ts';

/**
 * The catalogue search form: a GET form to /cerca with `q`, so it works without JavaScript too. With it, the
 * trimmed query opens the results inside the SPA. At 820 px or less it is the mobile search bar: fixed on
 * scroll, hidden while scrolling down and shown while scrolling up.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const searchPath = pagePath('search');
  const currentQ = location.pathname === searchPath ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const barState = useMobileSearchBar();
  const placeRef = barState.placeRef;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    const q = (input?.value ?? '').trim();
    if (input) input.value = q;
    if (!q) {
      input?.focus();
      return;
    }
    input?.blur();
    void navigate(searchUrl(q));
  }

  const state = barState.state;
  return (
    <div ref={placeRef} className={cn('mobile:h-14', className)}>
      <div
        className={cn(
          'transition-transform duration-200',
          state !== 'normal' &&
            'mobile:fixed mobile:inset-x-0 mobile:top-0 mobile:z-40 mobile:bg-blue-950 mobile:px-3 mobile:py-2 mobile:shadow-lg',
          // Hidden while scrolling down, but never while it holds the focus (a keyboard user would lose it).
          state === 'hidden' && 'mobile:-translate-y-full mobile:focus-within:translate-y-0',
        )}
        data-search-bar={state}
      >
        <form role="search" method="get" action={searchPath} onSubmit={onSubmit} className="flex w-full">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('JS_SEARCH_LABEL')}
          </label>
          <input
            key={currentQ}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={currentQ}
            placeholder={t('JS_SEARCH_PLACEHOLDER')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-400"
          />
          <button
            type="submit"
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-r-md bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <SearchIcon />
            <span className="max-[480px]:sr-only">{t('JS_SEARCH_SUBMIT')}</span>
          </button>
        </form>
      </div>
    </div>
  );
}

function useMobileSearchBar() {
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
