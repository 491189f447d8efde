import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { RequestsList } from '../../blocks/requests/requests-list.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

const hrefFor = (page: number) => (page > 1 ? `${pagePath('myRequests')}?pagina=${page}` : pagePath('myRequests'));

/** `/richieste`: the customer's own price-list and information requests (the account area may show the same list). */
export default function MyRequestsPage() {
  const page = usePageDataAt('myRequests', dataKey);
  return (
    <LabelledPageData name="myRequests" testId="my-requests-page" page={page}>
      {(data) => (
        <RequestsList
          label={pageLabel('myRequests')}
          rows={data.rows}
          page={data.page}
          pages={Math.ceil(data.total / data.pageSize)}
          hrefFor={hrefFor}
        />
      )}
    </LabelledPageData>
  );
}
