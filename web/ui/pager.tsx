import { Link } from './link.tsx';
import { t } from '../../shared/i18n/pager.ts';
import { cn } from './cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { pagerEntries } from './pagination.ts';

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export type PagerProps = {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  /** The URL of a page: the list's own URL with its page parameter. */
  hrefFor: (page: number) => string;
  className?: string;
};

/** Page links of a paged list: previous and next, the first and last pages and those around the current one. Nothing for one page. */
export function Pager({ page, pages, hrefFor, className }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('JS_PAGINATION')} className={cn('ui-pager', className)} data-testid="pager">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={cn(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}>
              <ChevronLeftIcon width={16} height={16} />
              {t('JS_PAGE_PREVIOUS')}
            </Link>
          ) : null}
        </li>
        {pagerEntries(page, pages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={hrefFor(entry.page)}
                aria-label={t('JS_PAGE_NUMBER', { page: entry.page })}
                aria-current={entry.page === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  entry.page === page ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50',
                )}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} rel="next" className={cn(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}>
              {t('JS_PAGE_NEXT')}
              <ChevronRightIcon width={16} height={16} />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-slate-600">{t('JS_PAGE_OF', { page, pages })}</p>
    </nav>
  );
}
