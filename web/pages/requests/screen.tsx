import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import type { RequestRowView } from '../../../shared/contract/requests.ts';
import { t } from '../../../shared/i18n/requests.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { markRequestHandled } from '../../api/requests.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { RequestsList } from '../../blocks/requests/requests-list.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

function hrefOf(state: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (state) query.set('stato', state);
  if (page > 1) query.set('pagina', String(page));
  const text = query.toString();
  return text ? `${pagePath('requests')}?${text}` : pagePath('requests');
}

/** `/staff/richieste`: the customers' price-list and information requests, paged; staff mark them handled. */
export default function RequestsPage() {
  const page = usePageDataAt('requests', dataKey);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handle(row: RequestRowView) {
    setBusyId(row.id);
    setError(null);
    try {
      await markRequestHandled(row.id);
      await page.mutate();
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) setError(isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <LabelledPageData name="requests" testId="requests-page" forbiddenTestId="requests-forbidden" page={page}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <nav className="flex gap-4 text-sm" aria-label={t('JS_REQ_COL_STATE')}>
            <Link to={hrefOf(null)} aria-current={data.state === null ? 'page' : undefined} className="text-blue-800 underline">
              {t('JS_REQ_FILTER_ALL')}
            </Link>
            <Link to={hrefOf('open')} aria-current={data.state === 'open' ? 'page' : undefined} className="text-blue-800 underline">
              {t('JS_REQ_FILTER_OPEN')}
            </Link>
          </nav>
          <FormAlert message={error} />
          <RequestsList
            label={pageLabel('requests')}
            rows={data.rows}
            page={data.page}
            pages={Math.ceil(data.total / data.pageSize)}
            hrefFor={(n) => hrefOf(data.state, n)}
            staff={{ onHandle: (row) => void handle(row), busyId }}
          />
        </div>
      )}
    </LabelledPageData>
  );
}
