import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { askedRow } from './asked-row.ts';
import { dataKey } from './data-key.ts';
import { advancedSearchUrl, searchUrl, type ResultsChoice } from '../../../shared/urls/page-urls.ts';
import type { AdvancedSearchPageReply } from '../../../shared/contract/search.ts';
import { ResultsLayout } from '../../blocks/results/results-layout.tsx';
import { useRestoreStoredLayout } from '../../blocks/results/results-toolbar.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ProductList } from '../../blocks/results/product-row.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * /ricerca-avanzata?codiceListino&codiceArticolo&tipo&listino&sos: the products of one row of the vehicle-data
 * search dialog, in the rows of /cerca under its toolbar (issue 47).
 */
export default function AdvancedSearchPage() {
  const [params] = useSearchParams();
  const asked = askedRow(params);
  const { loggedIn } = usePrincipal();
  const result = usePageData('advancedSearch', dataKey(params));

  if (!asked.code || !asked.priceListCode) {
    return (
      <PageFrame title={pageLabel('advancedSearch')}>
        <EmptyState data-testid="advanced-missing">{t('JS_ADVANCED_MISSING')}</EmptyState>
      </PageFrame>
    );
  }

  const data = result.data;
  const list = data?.listino || asked.listName || asked.priceListCode;
  return (
    <PageFrame title={t('JS_ADVANCED_TITLE', { code: asked.code })}>
      <p className="-mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600" data-testid="advanced-row">
        <span>{t(asked.originalNumber ? 'JS_ADVANCED_KIND_OE' : 'JS_ADVANCED_KIND_ARTICLE')}</span>
        <span>{t('JS_ADVANCED_LIST', { list })}</span>
        {asked.withEquivalents ? <span>{t('JS_ADVANCED_WITH_EQUIVALENTS')}</span> : null}
      </p>
      <div className={SEARCH_RESULTS_MIN_HEIGHT}>
        {result.error && !data ? (
          <LoadFailed onRetry={() => void result.mutate()} />
        ) : !data ? (
          <SearchResultsSkeleton loggedIn={loggedIn} />
        ) : (
          <AdvancedResults data={data} list={list} loggedIn={loggedIn} stale={result.isValidating && shownKey(data) !== dataKey(params)} />
        )}
      </div>
    </PageFrame>
  );
}

/** The row's products under /cerca's toolbar; with none (or none left by the filters), the way to the catalogue search. */
function AdvancedResults({
  data,
  list,
  loggedIn,
  stale,
}: {
  data: AdvancedSearchPageReply;
  list: string;
  loggedIn: boolean;
  stale: boolean;
}) {
  const listKey = useRestoreStoredLayout();
  const results = {
    ...data,
    total: data.rows.length,
    capped: false,
    hrefFor: (choice: Partial<ResultsChoice>) => advancedSearchUrl(data, choice),
  };
  return (
    <ResultsLayout results={results} rowCount={data.rows.length} loggedIn={loggedIn} stale={stale}>
      {data.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
          <p className="font-semibold text-slate-800">{t('JS_ADVANCED_EMPTY', { code: data.codiceArticolo, list })}</p>
          <Link to={searchUrl(data.codiceArticolo)} className="mt-2 inline-block text-blue-800 underline underline-offset-2">
            {t('JS_ADVANCED_SEARCH_ALL', { code: data.codiceArticolo })}
          </Link>
        </div>
      ) : (
        <ProductList key={listKey} rows={data.rows} loggedIn={loggedIn} />
      )}
    </ResultsLayout>
  );
}

/** The URL of the results shown (the last ones while others load). */
const shownKey = (data: AdvancedSearchPageReply) => advancedSearchUrl(data, { ...data.filters, groupIds: [], sort: data.sort });
