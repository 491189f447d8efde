import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { PriceListForm } from './price-list-form.tsx';

/** `/richiesta-listino`: choose a manufacturer from its card and ask for its price list. */
export default function PriceListRequestPage() {
  const page = usePageData('priceListRequest');
  return (
    <PageFrame title={pageLabel('priceListRequest')} testId="price-list-request-page">
      <PageData page={page} forbiddenTitle={pageLabel('priceListRequest')}>
        {(data) => <PriceListForm manufacturers={data.manufacturers} />}
      </PageData>
    </PageFrame>
  );
}
