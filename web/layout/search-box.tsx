import { useId } from 'react';
import { useLocation } from '../router/index.ts';
import { t } from '../../shared/i18n/translate.ts';
import { pagePath } from '../../shared/routes.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Field } from '../ui/field.tsx';
import { SearchIcon } from '../ui/icons.tsx';
import { Input } from '../ui/input.tsx';
import { onDemand } from '../ui/on-demand.tsx';
import { useMobileSearchBar } from './use-mobile-search-bar.ts';
import { useSearchSubmit } from './use-search-submit.ts';

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
  const location = useLocation();
  const searchPath = pagePath('search');
  const currentQ = location.pathname === searchPath ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const { state, placeRef } = useMobileSearchBar();
  const { busy, found, dialogWanted, onSubmit, closeFound, classicSearch } = useSearchSubmit(placeRef);
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
        onClose={closeFound}
        onClassicSearch={classicSearch}
      />
    </div>
  );
}
