import { Link, useSearchParams } from 'react-router';
import { useSearch } from '../../api/catalogue.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../i18n/translate.ts';
import { useLoginDialog } from '../../session/login-dialog.tsx';
import { loginHref } from '../../session/return-to.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../routes.ts';
import { cn } from '../../ui/cn.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { ApiError } from '../../api/api-error.ts';
import { Skeleton } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageCount } from '../../ui/pagination.ts';
import { searchQuery, searchUrl } from '../../page-urls.ts';
import { ProductListHead, ProductRow } from './product-row.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from './search-results-skeleton.tsx';

/** /cerca?q=…&page=…: catalogue results, fetched from the page's own URL as JSON. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { q, page } = searchQuery(params);
  const { loggedIn, principal } = usePrincipal();
  const search = useSearch(params);

  if (!q) {
    return (
      <PageFrame title={pageLabel('search')}>
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600">{t('JS_SEARCH_NO_QUERY')}</p>
      </PageFrame>
    );
  }

  const data = search.data;
  const stale = search.isValidating && data !== undefined && (data.q !== q || data.page !== page);
  return (
    <PageFrame title={t('JS_SEARCH_TITLE', { q })}>
      {/* The count's line is kept while it loads: the results below do not move when it arrives. */}
      {data ? (
        <p className="-mt-2 min-h-5 text-sm text-slate-600" data-testid="search-count">
          {data.total === 1 ? t('JS_SEARCH_COUNT_ONE') : t('JS_SEARCH_COUNT_MANY', { total: data.total })}
        </p>
      ) : (
        <Skeleton className={cn('-mt-2 h-5 w-40', search.error && 'invisible')} />
      )}
      {principal && !loggedIn ? <LoginHint /> : null}
      <div className={SEARCH_RESULTS_MIN_HEIGHT}>
        {search.error && !data ? (
          <LoadFailed onRetry={() => void search.mutate()} message={refusalOf(search.error)} />
        ) : !data ? (
          <SearchResultsSkeleton loggedIn={loggedIn} />
        ) : data.rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
            <p className="font-semibold text-slate-800">{t('JS_SEARCH_EMPTY', { q })}</p>
            <p className="mt-1 text-sm text-slate-600">{t('JS_SEARCH_EMPTY_HINT')}</p>
          </div>
        ) : (
          <div className={cn('flex flex-col gap-6 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
            <div>
              <ProductListHead loggedIn={loggedIn} />
              <ul data-testid="search-results">
                {data.rows.map((product) => (
                  <ProductRow key={product.id} product={product} loggedIn={loggedIn} />
                ))}
              </ul>
            </div>
            <Pager page={data.page} pages={pageCount(data.total, data.pageSize)} hrefFor={(target) => searchUrl(q, target)} />
          </div>
        )}
      </div>
    </PageFrame>
  );
}

function LoginHint() {
  const { openLogin } = useLoginDialog();
  const [params] = useSearchParams();
  return (
    <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
      <Link
        to={loginHref(`${pagePath('search')}?${params.toString()}`)}
        onClick={(event) => {
          event.preventDefault();
          openLogin();
        }}
        className="font-semibold underline underline-offset-2"
      >
        {t('JS_SEARCH_LOGIN_HINT')}
      </Link>
    </p>
  );
}

/** A search the server refused (a query too long, say) shows the server's reason; any other failure the generic text. */
function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}
