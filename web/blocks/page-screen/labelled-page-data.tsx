import type { ReactNode } from 'react';
import type { ForbiddenPage } from '../../../shared/contract/pages.ts';
import type { PageName } from '../../../shared/routes.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageData, type PageDataState } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/**
 * A page that some may not see (staff pages): its frame, titled by the page's label, around the states of its data,
 * the forbidden one titled alike. The test ids are `<testId>-page` and `<testId>-forbidden`.
 */
export function LabelledPageData<T>({
  name,
  testId,
  page,
  children,
}: {
  name: PageName;
  testId: string;
  page: PageDataState<T>;
  children: (data: Exclude<T, ForbiddenPage>) => ReactNode;
}) {
  return (
    <PageFrame title={pageLabel(name)} testId={`${testId}-page`}>
      <PageData page={page} forbiddenTitle={pageLabel(name)} forbiddenTestId={`${testId}-forbidden`}>
        {children}
      </PageData>
    </PageFrame>
  );
}
