import { t } from '../../i18n/catalogue.ts';
import { cn } from '../../ui/cn.ts';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';
import { ProductListHead, productRowColumns } from './product-row.tsx';

/**
 * The results region keeps at least this height in every state (loading, results, none, error), so the footer
 * stays below the fold while results load and nothing moves when fewer rows than a screenful arrive.
 */
export const SEARCH_RESULTS_MIN_HEIGHT = 'min-h-[80dvh]';

/** Rows drawn while the results load: enough to fill the region on a phone (4) and on a desktop (8). */
const ROWS = 8;

/** The results' loading state: the column captions and grey rows in the rows' own grid and size. */
export function SearchResultsSkeleton({ loggedIn }: { loggedIn: boolean }) {
  return (
    <LoadingSkeleton label={t('JS_LOADING')} data-testid="search-results-skeleton">
      <ProductListHead loggedIn={loggedIn} />
      <ul aria-hidden="true">
        {Array.from({ length: ROWS }, (_, row) => (
          <li
            key={row}
            className={cn('grid gap-x-6 gap-y-3 border-b border-slate-200 py-4', productRowColumns(loggedIn), row >= 4 && 'max-md:hidden')}
          >
            <div className="flex flex-col gap-1.5 md:self-center">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-5 w-32" />
            </div>
            <Skeleton className="h-4 w-full max-w-md md:self-center" />
            <Skeleton className="h-5 w-14 md:self-center" />
            {loggedIn ? (
              <>
                <Skeleton className="h-6 w-20 md:self-center md:justify-self-end" />
                <Skeleton className="h-10 w-full md:self-center" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </LoadingSkeleton>
  );
}
