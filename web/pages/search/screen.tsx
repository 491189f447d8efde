import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { LoginForPrices } from '../../blocks/results/login-for-prices.tsx';
import { ApiError } from '../../api/api-error.ts';
import { useSearch } from '../../api/catalogue.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { resultsUrl, searchQuery } from '../../../shared/urls/page-url-state.ts';
import { cn } from '../../ui/cn.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageCount } from '../../ui/pagination.ts';
import { ProductList } from '../../blocks/results/product-row.tsx';
import { activeFilters, SearchFacetsPanel } from './search-facets.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { SortBar } from './sort-bar.tsx';
import { VehicleFilter } from './vehicle-filter.tsx';
import { FILTER_DRAWER_ID, FiltersButton, LayoutSwitch, PriceToggle, useRestoreStoredLayout } from './results-toolbar.tsx';
import { useViewPreferences } from '../../shop-settings.tsx';
import type { SearchPageReply } from '../../../shared/contract/search.ts';
import type { SearchState } from '../../../shared/urls/page-urls.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';

/** /cerca?q=…: catalogue results with facets and orders, fetched from the page's own URL as JSON. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const state = searchQuery(params);
  const { q } = state;
  const { loggedIn } = usePrincipal();
  const search = useSearch(params);
  const { filtersOpen } = useViewPreferences().preferences;
  const listKey = useRestoreStoredLayout();

  if (!q) {
    return (
      <PageFrame title={pageLabel('search')}>
        <EmptyState>{t('JS_SEARCH_NO_QUERY')}</EmptyState>
      </PageFrame>
    );
  }

  const data = search.data;
  const stale =
    search.isValidating &&
    data !== undefined &&
    resultsUrl(data.q, { ...data.filters, sort: data.sort, page: data.page }) !== resultsUrl(q, state);
  return (
    <PageFrame title={t('JS_SEARCH_TITLE', { q })}>
      {/* The count's line is kept while it loads: the results below do not move when it arrives. */}
      {data ? (
        <p className="-mt-2 min-h-5 text-sm text-slate-600" data-testid="search-count">
          {countText(data)}
        </p>
      ) : (
        <Skeleton className={cn('-mt-2 h-5 w-40', search.error && 'invisible')} />
      )}
      <LoginForPrices />
      <div className={SEARCH_RESULTS_MIN_HEIGHT}>
        {search.error && !data ? (
          <LoadFailed onRetry={() => void search.mutate()} message={refusalOf(search.error)} />
        ) : !data ? (
          <SearchResultsSkeleton loggedIn={loggedIn} />
        ) : (
          <div className="flex flex-col gap-4">
            <ResultsToolbar data={data} state={state} loggedIn={loggedIn} />
            <ActiveFilters reply={data} />
            <div className={cn('grid gap-6', filtersOpen && 'lg:grid-cols-[15rem_minmax(0,1fr)]')}>
              <aside
                id={FILTER_DRAWER_ID}
                aria-label={t('JS_FILTERS_DRAWER')}
                hidden={!filtersOpen || !(data.total > 0 || hasFilters(data))}
                className="rounded-lg border border-slate-200 bg-white p-2 lg:self-start"
                data-testid="filter-drawer"
              >
                <SearchFacetsPanel reply={data} testId="search-facets" />
              </aside>
              <div className={cn('flex min-w-0 flex-col gap-4 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
                <ResultsList data={data} q={q} loggedIn={loggedIn} listKey={listKey} />
              </div>
            </div>
          </div>
        )}
      </div>
    </PageFrame>
  );
}

/** Filters, the vehicle, the orders, prices shown or not, the layout: what is there to use for these results. */
function ResultsToolbar({ data, state, loggedIn }: { data: SearchPageReply; state: SearchState; loggedIn: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="results-toolbar">
      {data.total > 0 || hasFilters(data) ? <FiltersButton activeCount={activeFilters(data).length} /> : null}
      <VehicleFilter state={state} />
      {data.rows.length > 0 ? (
        <>
          <div className="max-md:order-last max-md:basis-full">
            <SortBar reply={data} loggedIn={loggedIn} />
          </div>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            {loggedIn ? <PriceToggle /> : null}
            <LayoutSwitch />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The rows and their pages; a vehicle filter the service could not answer, or no rows, said instead. */
function ResultsList({ data, q, loggedIn, listKey }: { data: SearchPageReply; q: string; loggedIn: boolean; listKey: number }) {
  if (data.vehicleUnavailable) {
    return (
      <Notice tone="warning" role="alert" data-testid="search-vehicle-unavailable">
        {t('JS_GENERIC_ERROR')}
      </Notice>
    );
  }
  if (data.rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
        <p className="font-semibold text-slate-800">{t('JS_SEARCH_EMPTY', { q })}</p>
        <p className="mt-1 text-sm text-slate-600">{t('JS_SEARCH_EMPTY_HINT')}</p>
      </div>
    );
  }
  return (
    <>
      <ProductList key={listKey} rows={data.rows} loggedIn={loggedIn} />
      <Pager
        page={data.page}
        pages={pageCount(data.total, data.pageSize)}
        hrefFor={(target) => resultsUrl(data.q, { ...data.filters, sort: data.sort, page: target })}
      />
      {data.capped ? <p className="text-center text-sm text-slate-600">{t('JS_SEARCH_REFINE_HINT')}</p> : null}
    </>
  );
}

function countText(data: SearchPageReply): string {
  if (data.capped) return t('JS_SEARCH_COUNT_CAPPED', { total: formatCount(data.total) });
  return data.total === 1 ? t('JS_SEARCH_COUNT_ONE') : t('JS_SEARCH_COUNT_MANY', { total: formatCount(data.total) });
}

const hasFilters = (data: SearchPageReply) =>
  data.filters.brandIds.length > 0 || data.filters.groupIds.length > 0 || data.filters.availability !== null;

/** Chips of the active filters, each removing itself, and one removing them all. */
function ActiveFilters({ reply }: { reply: SearchPageReply }) {
  const active = activeFilters(reply);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
      <span className="text-slate-600">{t('JS_FILTERS_ACTIVE')}:</span>
      {active.map((filter) => (
        <Link
          key={filter.key}
          to={filter.href}
          rel="nofollow"
          aria-label={t('JS_FILTER_REMOVE', { name: filter.name })}
          className="inline-flex min-h-8 items-center gap-1 rounded-full bg-blue-50 px-3 text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {filter.name}
          <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link
        to={resultsUrl(reply.q, { sort: reply.sort })}
        rel="nofollow"
        className="min-h-8 px-1 leading-8 text-blue-800 underline underline-offset-2"
      >
        {t('JS_FILTERS_CLEAR')}
      </Link>
    </div>
  );
}

/** A search the server refused (a query too long, say) shows the server's reason; any other failure the generic text. */
function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}
