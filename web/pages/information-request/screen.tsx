import { dataKey } from './data-key.ts';
import { t } from '../../../shared/i18n/requests.ts';
import { isApiError } from '../../api/api-error.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { InformationForm } from '../../blocks/information-request/information-form.tsx';
import { NotFoundPage } from '../../blocks/not-found/not-found-page.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/**
 * `/richiesta-informazioni?productcode=`: the information request form on a page of its own (a link, no script yet).
 * A code or id the catalogue does not know is its own not-found page, not the generic failure.
 */
export default function InformationRequestPage() {
  const page = usePageDataAt('informationRequest', dataKey);
  if (!page.data && isApiError(page.error) && page.error.status === 404) {
    return <NotFoundPage title={t('JS_INFO_NOT_FOUND_TITLE')} text={t('JS_INFO_NOT_FOUND_TEXT')} />;
  }
  return (
    <LabelledPageData name="informationRequest" testId="information-request-page" page={page}>
      {(data) => <InformationForm data={data} />}
    </LabelledPageData>
  );
}
