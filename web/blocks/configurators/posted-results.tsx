import type { ReactNode } from 'react';
import type { ConfiguratorRowsReply } from '../../../shared/contract/configurators.ts';
import { t } from '../../../shared/i18n/configurators.ts';
import { t as pagerText } from '../../../shared/i18n/pager.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConfiguratorRows } from './configurator-rows.tsx';
import { RefineBar, type RefineField } from './refine-bar.tsx';
import type { usePostedSearch } from './use-posted-search.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';

/** The rows of a POSTed search below its form: a progress indicator while it runs, the count, the rows. */
export function PostedResults({
  search,
  loggedIn,
  extra,
  onPage,
  onRefine,
}: {
  search: ReturnType<typeof usePostedSearch>['search'];
  loggedIn: boolean;
  /** Shown with the count (the tyres' link to the catalogue search). */
  extra?: ReactNode;
  /** Asks another page of the same search. */
  onPage?: (page: number) => void;
  /** Asks the same search narrowed or ordered otherwise (./refine-bar.tsx). */
  onRefine?: (field: RefineField, value: string) => void;
}) {
  if (search.state === 'idle') return null;
  if (search.state === 'failed') {
    return (
      <Notice tone="danger" role="alert" data-testid="cfg-search-failed">
        {search.message}
      </Notice>
    );
  }
  const reply = search.state === 'done' ? search.reply : search.last;
  return (
    // As tall as a screen from the first click: the rows that come later push nothing that is in view.
    <section
      className="flex min-h-[70vh] flex-col gap-3"
      aria-live="polite"
      aria-busy={search.state === 'busy'}
      data-testid="cfg-posted-results"
    >
      {extra ? <p>{extra}</p> : null}
      <div className="flex min-h-6 items-center gap-3">
        {reply ? (
          <p className="font-semibold text-slate-800" data-testid="cfg-count">
            {reply.total === 1 ? t('JS_CFG_RESULTS_COUNT_ONE') : t('JS_CFG_RESULTS_COUNT_MANY', { total: reply.total })}
          </p>
        ) : null}
        {search.state === 'busy' ? <Spinner size="sm" label={t('JS_CFG_SEARCHING')} data-testid="cfg-searching" /> : null}
      </div>
      {reply && onRefine ? <RefineBar reply={reply} loggedIn={loggedIn} onRefine={onRefine} /> : null}
      {reply && reply.rows.length === 0 ? (
        <EmptyState data-testid="search-empty">{t('JS_CFG_RESULTS_EMPTY')}</EmptyState>
      ) : reply ? (
        <div className={search.state === 'busy' ? 'opacity-60' : undefined}>
          {/* New rows for another refine or page, not the old ones moved: a layout shift the buyer did not cause. */}
          <ConfiguratorRows key={rowsKey(reply)} rows={reply.rows} loggedIn={loggedIn} />
          {onPage ? <PostedPager page={reply.page} pages={Math.ceil(reply.total / reply.pageSize)} onPage={onPage} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The rows' identity: a refine or a page of their own. */
export const rowsKey = (reply: ConfiguratorRowsReply) => `${JSON.stringify(reply.refine)}:${reply.page}`;

/** Previous and next page of a POSTed search (its rows have no URL of their own to link to). */
function PostedPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={pagerText('JS_PAGINATION')}
      className="mt-4 flex flex-wrap items-center justify-center gap-3"
      data-testid="cfg-posted-pager"
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {pagerText('JS_PAGE_PREVIOUS')}
      </Button>
      <span className="text-sm text-slate-600">{pagerText('JS_PAGE_OF', { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {pagerText('JS_PAGE_NEXT')}
      </Button>
    </nav>
  );
}
