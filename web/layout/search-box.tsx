import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../router/index.ts';
import { bootData } from '../boot.ts';
import { searchUrl } from '../../shared/urls/page-urls.ts';
import { t } from '../../shared/i18n/translate.ts';
import { pagePath } from '../../shared/routes.ts';
import { useSearchFormSettings } from '../shop-settings.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Field } from '../ui/field.tsx';
import { SearchIcon } from '../ui/icons.tsx';
import { Input } from '../ui/input.tsx';
import { onDemand } from '../ui/on-demand.tsx';
import { nextMobileSearchBar, type MobileSearchBarState } from './mobile-search-bar.ts';
import { searchDecision } from './search-decision.ts';
import { MEDIA, useMediaQuery } from './use-media-query.ts';

/** The vehicle-data search's dialog: its code (Radix dialog, the catalogue texts) loads when a lookup first runs. */
const ArticleLookupDialog = onDemand(() => import('./article-lookup-dialog.tsx').then((m) => m.ArticleLookupDialog));

/**
 * The catalogue search form: a GET form to /cerca with `q`, so it works without JavaScript too. With it, a
 * submit follows SPEC §2 (search-decision.ts): a short query, or any when the vehicle-data service is off, opens
 * the results inside the SPA; a longer one first asks the vehicle-data search (a second submit aborts it), whose
 * rows open in a dialog, and whose silence or failure (only logged, SPEC §8) opens the results. At 820 px or less
 * it is the mobile search bar: fixed on scroll, hidden while scrolling down and shown while scrolling up.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const searchPath = pagePath('search');
  const currentQ = location.pathname === searchPath ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const barState = useMobileSearchBar();
  const placeRef = barState.placeRef;
  const settings = useSearchFormSettings();
  const lookup = useRef<AbortController>(null);
  const [busy, setBusy] = useState(false);
  // The dialog's rows; `dialogWanted` loads its code as soon as a lookup starts, so it is ready when they come.
  const [found, setFound] = useState<{ q: string; html: string } | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);

  // Another page (a link, the back button) while a lookup runs: its answer must not take the user away again.
  useEffect(
    () => () => {
      lookup.current?.abort();
      setBusy(false);
    },
    [location.key],
  );

  function showResults(q: string) {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && placeRef.current?.contains(focused)) focused.blur();
    void navigate(searchUrl(q));
  }

  async function lookUp(q: string) {
    const controller = new AbortController();
    lookup.current = controller;
    setBusy(true);
    setDialogWanted(true);
    // The lookup's code, like its dialog, loads with the first long query: the homepage's first load stays lean.
    const { fetchArticleLookupHtml } = await import('../api/article-lookup.ts');
    const html = await fetchArticleLookupHtml(bootData().settings.provider, q, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    if (html) setFound({ q, html });
    else showResults(q);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookup.current?.abort();
    setBusy(false);
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    const decision = searchDecision(input?.value ?? '', settings);
    if (input) input.value = decision.kind === 'empty' ? '' : decision.q;
    if (decision.kind === 'empty') input?.focus();
    else if (decision.kind === 'direct') showResults(decision.q);
    else void lookUp(decision.q);
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
          <Field label={t('JS_SEARCH_LABEL')} labelClassName="sr-only" id={`${id}-q`} className="flex-1">
            {/* One piece with the button, on the header's dark blue: no border, the brand's orange focus ring. */}
            <Input
              key={currentQ}
              name="q"
              type="search"
              defaultValue={currentQ}
              placeholder={t('JS_SEARCH_PLACEHOLDER')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-10 rounded-r-none border-0 py-0 placeholder:text-slate-500 focus-visible:outline-offset-0 focus-visible:outline-orange-400"
            />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            aria-busy={busy}
            className="rounded-l-none focus-visible:outline-white aria-busy:cursor-progress"
          >
            <SearchIcon className={busy ? 'animate-pulse' : undefined} />
            <span className="max-[480px]:sr-only">{t('JS_SEARCH_SUBMIT')}</span>
          </Button>
          <span role="status" className="sr-only">
            {busy ? t('JS_SEARCH_BUSY') : ''}
          </span>
        </form>
      </div>
      <ArticleLookupDialog
        needed={dialogWanted}
        open={found !== null}
        q={found?.q ?? ''}
        html={found?.html ?? ''}
        onClose={() => setFound(null)}
        onClassicSearch={() => {
          setFound(null);
          showResults(found?.q ?? '');
        }}
      />
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
