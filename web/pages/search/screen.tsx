import { useSearchParams } from '../../router/index.ts';
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
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { VehicleFilter } from './vehicle-filter.tsx';
import { useRestoreStoredLayout } from '../../blocks/results/results-toolbar.tsx';
import { ResultsLayout } from '../../blocks/results/results-layout.tsx';
import type { SearchPageReply } from '../../../shared/contract/search.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';

/** /cerca?q=…: catalogue results with facets and orders, fetched from the page's own URL as JSON. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const state = searchQuery(params);
  const { q } = state;
  const { loggedIn } = usePrincipal();
  const search = useSearch(params);
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
          <ResultsLayout
            results={{ ...data, hrefFor: (choice) => resultsUrl(data.q, choice) }}
            rowCount={data.rows.length}
            loggedIn={loggedIn}
            tools={<VehicleFilter state={state} />}
            stale={stale}
          >
            <ResultsList data={data} q={q} loggedIn={loggedIn} listKey={listKey} />
          </ResultsLayout>
        )}
      </div>
    </PageFrame>
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

/** A search the server refused (a query too long, say) shows the server's reason; any other failure the generic text. */
function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}
