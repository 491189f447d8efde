import { dataKey } from './data-key.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { InformationForm } from '../../blocks/information-request/information-form.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/** `/richiesta-informazioni?productcode=`: the information request form on a page of its own (a link, no script yet). */
export default function InformationRequestPage() {
  const page = usePageDataAt('informationRequest', dataKey);
  return (
    <LabelledPageData name="informationRequest" testId="information-request-page" page={page}>
      {(data) => <InformationForm data={data} />}
    </LabelledPageData>
  );
}
