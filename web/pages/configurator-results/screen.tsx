import { useLocation, useNavigate, useParams, useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { configurators } from '../../../shared/configurators.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { configuratorName, fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { pagePath } from '../../../shared/routes.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { NotFoundPage } from '../../blocks/not-found/not-found-page.tsx';
import { SEARCH_RESULTS_MIN_HEIGHT, SearchResultsSkeleton } from '../../blocks/results/search-results-skeleton.tsx';
import { ConfiguratorRows } from '../../blocks/configurators/configurator-rows.tsx';
import { RefineBar, type RefineField } from '../../blocks/configurators/refine-bar.tsx';
import { rowsKey } from '../../blocks/configurators/posted-results.tsx';
import { configuratorUrl, resultsPath } from '../../../shared/urls/configurator-urls.ts';
import { Notice } from '../../ui/notice.tsx';

/**
 * /configuratore/{name}/ricerca-avanzata?… (SPEC §2): a configurator's results, server-rendered and bookmarkable,
 * in the catalogue's rows with a pager. A missing required parameter (SPEC §5) shows the server's 400 naming it.
 */
export default function ConfiguratorResultsPage() {
  const { pathname } = useLocation();
  const { name = '' } = useParams();
  const [params] = useSearchParams();
  const { loggedIn } = usePrincipal();
  const navigate = useNavigate();
  const page = usePageData('configuratorResults', dataKey(params, pathname));
  const data = page.data;
  const error = isApiError(page.error) ? page.error : null;
  if (error?.status === 404 && !data) return <NotFoundPage />;

  const key = data?.key ?? configurators.find((entry) => entry.slug === name)?.key;
  const title = key ? t('JS_CFG_RESULTS_TITLE', { name: configuratorName(key) }) : pageLabel('configuratorResults');
  const slug = data?.slug ?? name;
  const back = `${configuratorUrl(slug)}${params.size > 0 ? `?${params.toString()}` : ''}`;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `${resultsPath(slug)}?${search}` : resultsPath(slug);
  };
  /** A brand, a season or the price order: the same search from its first page, in the URL (bookmarkable). */
  const refine = (field: RefineField, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(field, value);
    else next.delete(field);
    next.delete('page');
    void navigate(`${resultsPath(slug)}?${next.toString()}`);
  };

  return (
    <PageFrame title={title} testId="configurator-results-page">
      <nav className="-mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={back} className="text-blue-800 underline underline-offset-2" data-testid="cfg-change-search">
          {t('JS_CFG_CHANGE_SEARCH')}
        </Link>
        <Link to={pagePath('configurators')} className="text-blue-800 underline underline-offset-2">
          {t('JS_CFG_ALL_CONFIGURATORS')}
        </Link>
      </nav>
      {/* What was asked and the refine bar come with the data: inside the reserved height, so nothing below moves. */}
      <div className={SEARCH_RESULTS_MIN_HEIGHT}>
        {data && Object.keys(data.params).length > 0 ? (
          <dl className="flex flex-wrap gap-2 text-sm" data-testid="cfg-asked">
            {Object.entries(data.params).map(([param, value]) => (
              <div key={param} className="flex gap-1 rounded-full border border-slate-300 bg-white px-3 py-1">
                <dt className="text-slate-600">{fieldLabel(param)}:</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {data ? (
          <div className="mb-4">
            <RefineBar reply={data} loggedIn={loggedIn} onRefine={refine} />
          </div>
        ) : null}
        {error?.status === 400 && !data ? (
          <Notice tone="danger" role="alert" data-testid="cfg-missing">
            {error.message}
          </Notice>
        ) : page.error && !data ? (
          <LoadFailed onRetry={() => void page.mutate()} />
        ) : !data ? (
          <SearchResultsSkeleton loggedIn={loggedIn} />
        ) : data.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700" data-testid="search-empty">
            {t('JS_CFG_RESULTS_EMPTY')}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-slate-800" data-testid="cfg-count">
              {data.total === 1 ? t('JS_CFG_RESULTS_COUNT_ONE') : t('JS_CFG_RESULTS_COUNT_MANY', { total: data.total })}
            </p>
            <ConfiguratorRows key={rowsKey(data)} rows={data.rows} loggedIn={loggedIn} />
            <Pager page={data.page} pages={Math.ceil(data.total / data.pageSize)} hrefFor={hrefFor} />
          </div>
        )}
      </div>
    </PageFrame>
  );
}
