import { usePageData } from '../../api/page-data.ts';
import { PriceListForm } from './price-list-form.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/** `/richiesta-listino`: choose a manufacturer from its card and ask for its price list. */
export default function PriceListRequestPage() {
  const page = usePageData('priceListRequest');
  return (
    <LabelledPageData name="priceListRequest" testId="price-list-request-page" page={page}>
      {(data) => <PriceListForm manufacturers={data.manufacturers} />}
    </LabelledPageData>
  );
}
