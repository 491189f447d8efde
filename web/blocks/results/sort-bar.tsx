import { Link } from '../../ui/link.tsx';
import type { SearchSort } from '../../../shared/contract/catalogue.ts';
import { t, type CatalogueKey } from '../../../shared/i18n/catalogue.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { sortParams } from '../../../shared/urls/page-urls.ts';
import { cn } from '../../ui/cn.ts';
import type { ChosenResults } from './results-choice.ts';

const sortLabel: Record<SearchSort, CatalogueKey> = {
  relevance: 'JS_SORT_RELEVANCE',
  'price-asc': 'JS_SORT_PRICE_ASC',
  'price-desc': 'JS_SORT_PRICE_DESC',
  brand: 'JS_SORT_BRAND',
  code: 'JS_SORT_CODE',
};

/**
 * The orders of the results as links (bookmarkable, no script needed). Above the catalogue's cap only relevance
 * is offered: an order over part of the hits would mislead. Price orders need prices: logged-in users only.
 */
export function SortBar({ reply, loggedIn }: { reply: Omit<ChosenResults, 'facets' | 'sort'>; loggedIn: boolean }) {
  if (reply.capped) {
    return (
      <p className="text-sm text-slate-600" data-testid="sort-capped">
        {t('JS_SORT_CAPPED', { total: formatCount(reply.total) })}
      </p>
    );
  }
  const offered = (Object.keys(sortParams) as SearchSort[]).filter((sort) => loggedIn || !sort.startsWith('price'));
  return (
    <nav aria-label={t('JS_SORT_LABEL')} className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm" data-testid="sort-bar">
      <span aria-hidden="true" className="mr-1 text-slate-600">
        {t('JS_SORT_LABEL')}:
      </span>
      {offered.map((sort) => {
        const active = reply.sortApplied === sort;
        return (
          <Link
            key={sort}
            to={reply.hrefFor({ ...reply.filters, sort })}
            rel="nofollow"
            aria-current={active ? 'true' : undefined}
            className={cn(
              'inline-flex min-h-8 items-center rounded-full border px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
              active ? 'border-blue-700 bg-blue-700 font-semibold text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            {t(sortLabel[sort])}
          </Link>
        );
      })}
    </nav>
  );
}
