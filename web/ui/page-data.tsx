import type { ReactNode } from 'react';
import type { ForbiddenPage } from '../../shared/contract/pages.ts';
import { isForbiddenPage } from '../../shared/contract/guards.ts';
import { Forbidden } from './forbidden.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './loading.tsx';

/** What a page's data hook answers (usePageData's SWR result, or any like it). */
export interface PageDataState<T> {
  data: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

export interface PageDataProps<T> {
  page: PageDataState<T>;
  /** The heading of the forbidden state (its text is the page data's own message). */
  forbiddenTitle: string;
  /** The forbidden state's text when the page says it in its own words (instead of the page data's message). */
  forbiddenText?: string;
  /** The forbidden state's `data-testid`. */
  forbiddenTestId?: string;
  /** What stands while the data loads (a skeleton of the page's shape); a spinner by default. */
  loading?: ReactNode;
  children: (data: Exclude<T, ForbiddenPage>) => ReactNode;
}

/**
 * The four states of a page's data, in one place: failed (with a retry, unless the data is still shown from
 * before), loading, forbidden (a 200 with `{ forbidden: true }`, never a 403, which would reload the page), and the
 * content.
 */
export function PageData<T>({ page, forbiddenTitle, forbiddenText, forbiddenTestId, loading, children }: PageDataProps<T>) {
  if (page.error && !page.data) return <LoadFailed onRetry={() => void page.mutate()} />;
  if (!page.data) return <>{loading ?? <Loading />}</>;
  if (isForbiddenPage(page.data)) {
    return <Forbidden title={forbiddenTitle} text={forbiddenText ?? page.data.message} data-testid={forbiddenTestId} />;
  }
  return <>{children(page.data as Exclude<T, ForbiddenPage>)}</>;
}
