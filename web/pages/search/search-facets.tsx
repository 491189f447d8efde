import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AvailabilityFilter, SearchFacets } from '../../../shared/contract/catalogue.ts';
import type { SearchPageReply } from '../../../shared/contract/search.ts';
import { formatCount } from '../../i18n/translate.ts';
import { t } from '../../i18n/catalogue.ts';
import { searchUrl, type SearchState } from '../../page-urls.ts';
import { cn } from '../../ui/cn.ts';

type Reply = Pick<SearchPageReply, 'q' | 'filters' | 'sort' | 'facets' | 'total'>;

const availabilityLabel: Record<AvailabilityFilter, 'JS_FACET_IN_STOCK' | 'JS_FACET_OUT_OF_STOCK'> = {
  'in-stock': 'JS_FACET_IN_STOCK',
  'out-of-stock': 'JS_FACET_OUT_OF_STOCK',
};

/** The URL of the same search with other filters, from the first page. */
function withFilters(reply: Reply, change: Partial<SearchState>): string {
  return searchUrl(reply.q, { ...reply.filters, ...change, sort: reply.sort });
}

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

function FacetLink({ href, label, count, active }: { href: string; label: string; count: number; active: boolean }) {
  return (
    <li>
      <Link
        to={href}
        rel="nofollow"
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex min-h-8 items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700',
          active ? 'font-semibold text-blue-900' : 'text-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-4 shrink-0 items-center justify-center rounded border',
            active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-400',
          )}
        >
          {active ? (
            <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
              <path d="M5 12l5 5L20 7" />
            </svg>
          ) : null}
        </span>
        <span className="min-w-0 flex-1 break-words">{label}</span>
        <span className="text-xs text-slate-600 tabular-nums">{formatCount(count)}</span>
        {active ? <span className="sr-only">({t('JS_FACET_ACTIVE')})</span> : null}
      </Link>
    </li>
  );
}

function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}

/** Names of the active filters, for their chips: from the facets, or a plain "Marca n. 12" when no hit has it. */
export function activeFilters(reply: Reply): Array<{ key: string; name: string; href: string }> {
  const nameIn = (values: SearchFacets['brands'], id: number) => values.find((value) => value.id === id)?.name;
  const { brandIds, groupIds, availability } = reply.filters;
  return [
    ...brandIds.map((id) => ({
      key: `b${id}`,
      name: nameIn(reply.facets.brands, id) ?? t('JS_FILTER_UNKNOWN_BRAND', { id }),
      href: withFilters(reply, { brandIds: toggle(brandIds, id) }),
    })),
    ...groupIds.map((id) => ({
      key: `g${id}`,
      name: nameIn(reply.facets.groups, id) ?? t('JS_FILTER_UNKNOWN_GROUP', { id }),
      href: withFilters(reply, { groupIds: toggle(groupIds, id) }),
    })),
    ...(availability ? [{ key: 'a', name: t(availabilityLabel[availability]), href: withFilters(reply, { availability: null }) }] : []),
  ];
}

interface FacetEntry {
  key: string;
  label: string;
  count: number;
  active: boolean;
  href: string;
}

/** The facet lists in the order shown (availability, brand, group), each value with the link that toggles it. */
function facetLists(reply: Reply): Array<{ title: string; entries: FacetEntry[] }> {
  const { facets, filters } = reply;
  const byId = (values: SearchFacets['brands'], selected: number[], change: (ids: number[]) => Partial<SearchState>) =>
    values.map((value) => ({
      key: String(value.id),
      label: value.name,
      count: value.count,
      active: selected.includes(value.id),
      href: withFilters(reply, change(toggle(selected, value.id))),
    }));
  return [
    {
      title: t('JS_FACET_AVAILABILITY'),
      entries: facets.availability.map((value) => ({
        key: value.value,
        label: t(availabilityLabel[value.value]),
        count: value.count,
        active: filters.availability === value.value,
        href: withFilters(reply, { availability: filters.availability === value.value ? null : value.value }),
      })),
    },
    { title: t('JS_FACET_BRAND'), entries: byId(facets.brands, filters.brandIds, (brandIds) => ({ brandIds })) },
    { title: t('JS_FACET_GROUP'), entries: byId(facets.groups, filters.groupIds, (groupIds) => ({ groupIds })) },
  ];
}

/** Brand, group and availability of the hits with their counts; each value a link that adds or removes it. */
export function SearchFacetsPanel({ reply, testId }: { reply: Reply; testId: string }) {
  return (
    <nav aria-label={t('JS_FACETS_TITLE')} className="flex flex-col gap-5" data-testid={testId}>
      {!reply.facets.complete ? (
        <p className="px-2 text-xs text-slate-600">{t('JS_FACETS_PARTIAL', { total: formatCount(reply.total) })}</p>
      ) : null}
      {facetLists(reply)
        .filter((list) => list.entries.length > 0)
        .map((list) => (
          <FacetGroup key={list.title} title={list.title}>
            {list.entries.map(({ key, ...entry }) => (
              <FacetLink key={key} {...entry} />
            ))}
          </FacetGroup>
        ))}
    </nav>
  );
}
