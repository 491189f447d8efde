import { useLocation } from '../../router/index.ts';
import { dataKey } from './data-key.ts';
import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { InformationForm } from '../../blocks/information-request/information-form.tsx';

/** `/richiesta-informazioni?productcode=`: the information request form on a page of its own (a link, no script yet). */
export default function InformationRequestPage() {
  const location = useLocation();
  const page = usePageData('informationRequest', dataKey(new URLSearchParams(location.search)));
  return (
    <PageFrame title={pageLabel('informationRequest')} testId="information-request-page">
      <PageData page={page} forbiddenTitle={pageLabel('informationRequest')}>
        {(data) => <InformationForm data={data} />}
      </PageData>
    </PageFrame>
  );
}
