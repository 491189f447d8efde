import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { askedRow } from './asked-row.ts';
import { dataKey } from './data-key.ts';
import { searchUrl } from '../../../shared/urls/page-urls.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ProductList } from '../../blocks/results/product-row.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * /ricerca-avanzata?codiceListino&codiceArticolo&tipo&listino&sos: the products of one row of the vehicle-data
 * search dialog, in the rows of /cerca.
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
        ) : data.rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="search-empty">
            <p className="font-semibold text-slate-800">{t('JS_ADVANCED_EMPTY', { code: data.codiceArticolo, list })}</p>
            <Link to={searchUrl(data.codiceArticolo)} className="mt-2 inline-block text-blue-800 underline underline-offset-2">
              {t('JS_ADVANCED_SEARCH_ALL', { code: data.codiceArticolo })}
            </Link>
          </div>
        ) : (
          <ProductList rows={data.rows} loggedIn={loggedIn} />
        )}
      </div>
    </PageFrame>
  );
}
