import { useViewPreferences } from '../../shop-settings.tsx';
import { t } from '../../../shared/i18n/catalogue.ts';
import { cn } from '../../ui/cn.ts';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';
import { ProductListHead, productRowClass } from './product-row.tsx';

/**
 * The results region keeps at least this height in every state (loading, results, none, error), so the footer
 * stays below the fold while results load and nothing moves when fewer rows than a screenful arrive.
 */
export const SEARCH_RESULTS_MIN_HEIGHT = 'min-h-[80dvh]';

/** Rows drawn while the results load: enough to fill the region on a phone (4) and on a desktop (8). */
const ROWS = 8;

/** The results' loading state: the column captions and grey rows in the rows' own grid, size and layout. */
export function SearchResultsSkeleton({ loggedIn }: { loggedIn: boolean }) {
  const { layout, showPrices } = useViewPreferences().preferences;
  return (
    <LoadingSkeleton label={t('JS_LOADING')} data-testid="search-results-skeleton">
      <ProductListHead loggedIn={loggedIn} layout={layout} showPrices={showPrices} />
      <ul aria-hidden="true" className={cn('flex flex-col gap-3', layout === 'griglia' ? 'md:grid md:grid-cols-2 md:gap-4' : 'md:gap-0')}>
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row} className={cn(productRowClass(layout, loggedIn, showPrices), row >= 4 && 'max-md:hidden')}>
            <div className="flex flex-col gap-1.5 [grid-area:id]">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-5 w-32" />
            </div>
            <Skeleton className="h-4 w-full max-w-md [grid-area:desc]" />
            <Skeleton className="h-5 w-28 [grid-area:avail]" />
            {loggedIn ? (
              <>
                {showPrices ? <Skeleton className="h-6 w-20 justify-self-end [grid-area:price]" /> : null}
                <Skeleton className="h-10 w-full [grid-area:cart]" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </LoadingSkeleton>
  );
}
