import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { LoginForPrices } from '../../blocks/results/login-for-prices.tsx';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { oeResultsQuery, oeResultsUrl } from '../../../shared/urls/page-url-state.ts';
import type { OeResultsPageReply } from '../../../shared/contract/search.ts';
import { dataKey } from './data-key.ts';
import { searchUrl } from '../../../shared/urls/page-urls.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ProductList } from '../../blocks/results/product-row.tsx';
import { ResultsLayout } from '../../blocks/results/results-layout.tsx';
import { hasFilters } from '../../blocks/results/results-choice.ts';
import { useRestoreStoredLayout } from '../../blocks/results/results-toolbar.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';

/**
 * /ricerca-ricambi?idMarca&codiceOE (SPEC §2): the parts carrying a maker's original number, in the rows of /cerca,
 * then their equivalents of other brands; /cerca's toolbar sorts and filters both (issue 47).
 */
export default function OeResultsPage() {
  const [params] = useSearchParams();
  const asked = oeResultsQuery(params);
  const { loggedIn } = usePrincipal();
  const result = usePageData('oeResults', dataKey(params));
  const listKey = useRestoreStoredLayout();

  if (!asked.idMarca || !asked.codiceOE) {
    return (
      <PageFrame title={pageLabel('oeResults')}>
        <EmptyState data-testid="oe-missing">{t('JS_OE_MISSING')}</EmptyState>
      </PageFrame>
    );
  }

  const data = result.data;
  return (
    <PageFrame title={t('JS_OE_TITLE', { code: data?.codiceOE ?? asked.codiceOE })}>
      {data?.unavailable ? (
        <Notice tone="warning" role="alert" className="mb-4" data-testid="oe-unavailable">
          {t('JS_GENERIC_ERROR')}
        </Notice>
      ) : null}
      {data?.marca ? (
        <p className="-mt-2 text-sm text-slate-600" data-testid="oe-maker">
          {t('JS_OE_MAKER', { maker: data.marca, list: data.codiceListino })}
        </p>
      ) : null}
      <div className="mb-4 empty:hidden">
        <LoginForPrices />
      </div>
      <div className={SEARCH_RESULTS_MIN_HEIGHT}>
        {result.error && !data ? (
          <LoadFailed onRetry={() => void result.mutate()} />
        ) : !data ? (
          <SearchResultsSkeleton loggedIn={loggedIn} />
        ) : (
          <OeResults data={data} loggedIn={loggedIn} listKey={listKey} stale={result.isValidating && shownKey(data) !== dataKey(params)} />
        )}
      </div>
    </PageFrame>
  );
}

/** Both lists under /cerca's toolbar; with none (or none left by the filters), the way to the catalogue search. */
function OeResults({ data, loggedIn, listKey, stale }: { data: OeResultsPageReply; loggedIn: boolean; listKey: number; stale: boolean }) {
  const shown = data.rows.length + data.equivalents.length;
  const results = {
    ...data,
    total: shown,
    capped: false,
    hrefFor: (choice: Parameters<typeof oeResultsUrl>[2]) => oeResultsUrl(data.idMarca, data.codiceOE, choice),
  };
  return (
    <ResultsLayout results={results} rowCount={shown} loggedIn={loggedIn} stale={stale}>
      {shown === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
          {/* Not "nothing found" when the provider did not answer: only the way to the catalogue search. */}
          {data.unavailable ? null : (
            <p className="font-semibold text-slate-800">{t('JS_OE_EMPTY', { code: data.codiceOE, maker: data.marca })}</p>
          )}
          <Link to={searchUrl(data.codiceOE)} className="mt-2 inline-block text-blue-800 underline underline-offset-2">
            {t('JS_ADVANCED_SEARCH_ALL', { code: data.codiceOE })}
          </Link>
        </div>
      ) : (
        <div key={listKey}>
          <ProductList rows={data.rows} loggedIn={loggedIn} />
          <MoreRows data={data} shown={data.rows.length} count={data.count} />
          {data.equivalents.length > 0 ? (
            <section className="mt-8" aria-labelledby="oe-equivalents" data-testid="oe-equivalents">
              <h2 id="oe-equivalents" className="mb-3 text-lg font-semibold text-slate-900">
                {t('JS_OE_EQUIVALENTS')}
              </h2>
              <ProductList rows={data.equivalents} loggedIn={loggedIn} />
              <MoreRows data={data} shown={data.equivalents.length} count={data.equivalentsCount} />
            </section>
          ) : null}
        </div>
      )}
    </ResultsLayout>
  );
}

/** The URL of the results shown (the last ones while others load). */
const shownKey = (data: OeResultsPageReply) =>
  oeResultsUrl(data.idMarca, data.codiceOE, { ...data.filters, groupIds: [], sort: data.sort });

/** The provider holds more than the page lists; not said under filters, whose counts are the rows left. */
function MoreRows({ data, shown, count }: { data: OeResultsPageReply; shown: number; count: number }) {
  return count > shown && !hasFilters(data) ? <p className="mt-2 text-sm text-slate-600">{t('JS_OE_MORE', { shown, count })}</p> : null;
}
