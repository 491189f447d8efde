import type { ReactNode } from 'react';
import type { ForbiddenPage } from '../../../shared/contract/pages.ts';
import type { PageName } from '../../../shared/routes.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageData, type PageDataState } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/**
 * A page's frame, titled by the page's label, around the states of its data; the forbidden one (a page that some may
 * not see) is titled alike.
 */
export function LabelledPageData<T>({
  name,
  testId,
  forbiddenTestId,
  page,
  children,
}: {
  name: PageName;
  testId: string;
  forbiddenTestId?: string;
  page: PageDataState<T>;
  children: (data: Exclude<T, ForbiddenPage>) => ReactNode;
}) {
  return (
    <PageFrame title={pageLabel(name)} testId={testId}>
      <PageData page={page} forbiddenTitle={pageLabel(name)} forbiddenTestId={forbiddenTestId}>
        {children}
      </PageData>
    </PageFrame>
  );
}
