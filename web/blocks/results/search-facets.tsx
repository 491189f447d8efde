import { Link } from '../../ui/link.tsx';
import type { AvailabilityFilter, SearchFacets } from '../../../shared/contract/catalogue.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import type { ResultsChoice } from '../../../shared/urls/page-urls.ts';
import { cn } from '../../ui/cn.ts';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons.tsx';
import type { ChosenResults } from './results-choice.ts';

type Reply = Omit<ChosenResults, 'sortApplied' | 'capped'>;

const availabilityLabel: Record<AvailabilityFilter, 'JS_FACET_IN_STOCK' | 'JS_FACET_OUT_OF_STOCK'> = {
  'in-stock': 'JS_FACET_IN_STOCK',
  'out-of-stock': 'JS_FACET_OUT_OF_STOCK',
};

/** The URL of the same search with other filters, from the first page. */
function withFilters(reply: Reply, change: Partial<ResultsChoice>): string {
  return reply.hrefFor({ ...reply.filters, ...change, sort: reply.sort });
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
          {active ? <CheckIcon width={12} height={12} strokeWidth={3} /> : null}
        </span>
        <span className="min-w-0 flex-1 break-words">{label}</span>
        <span className="text-xs text-slate-600 tabular-nums">{formatCount(count)}</span>
        {active ? <span className="sr-only">({t('JS_FACET_ACTIVE')})</span> : null}
      </Link>
    </li>
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
type FacetKey = 'availability' | 'brand' | 'group';

function facetLists(reply: Reply): Array<{ key: FacetKey; title: string; entries: FacetEntry[] }> {
  const { facets, filters } = reply;
  const byId = (values: SearchFacets['brands'], selected: number[], change: (ids: number[]) => Partial<ResultsChoice>) =>
    values.map((value) => ({
      key: String(value.id),
      label: value.name,
      count: value.count,
      active: selected.includes(value.id),
      href: withFilters(reply, change(toggle(selected, value.id))),
    }));
  return [
    {
      key: 'availability',
      title: t('JS_FACET_AVAILABILITY'),
      entries: facets.availability.map((value) => ({
        key: value.value,
        label: t(availabilityLabel[value.value]),
        count: value.count,
        active: filters.availability === value.value,
        href: withFilters(reply, { availability: filters.availability === value.value ? null : value.value }),
      })),
    },
    { key: 'brand', title: t('JS_FACET_BRAND'), entries: byId(facets.brands, filters.brandIds, (brandIds) => ({ brandIds })) },
    { key: 'group', title: t('JS_FACET_GROUP'), entries: byId(facets.groups, filters.groupIds, (groupIds) => ({ groupIds })) },
  ];
}

/**
 * Brand, group and availability of the hits with their counts, one accordion section each: native disclosure
 * widgets (`<details>`), which the keyboard and screen readers know and which cost nothing to hydrate (a script
 * accordion measured every section during hydration, a quarter of a second on a slow phone). Each value is a link
 * that adds or removes it. Availability and brand start open, and any section with a filter chosen; long lists
 * scroll inside their section so a phone still reaches the rows.
 */
export function SearchFacetsPanel({ reply, testId }: { reply: Reply; testId: string }) {
  const lists = facetLists(reply).filter((list) => list.entries.length > 0);
  return (
    <nav aria-label={t('JS_FACETS_TITLE')} className="flex flex-col gap-2" data-testid={testId}>
      {!reply.facets.complete ? (
        <p className="px-2 text-xs text-slate-600">{t('JS_FACETS_PARTIAL', { total: formatCount(reply.total) })}</p>
      ) : null}
      <div className="divide-y divide-slate-200">
        {lists.map((list) => {
          const active = list.entries.filter((entry) => entry.active).length;
          return (
            <details key={list.key} open={list.key !== 'group' || active > 0} className="group" data-facet={list.key}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
                <span className="flex-1">{list.title}</span>
                {active > 0 ? (
                  <span className="rounded-full bg-blue-700 px-2 text-xs leading-5 font-semibold text-white">{active}</span>
                ) : null}
                <ChevronDownIcon className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="flex max-h-44 flex-col overflow-y-auto pb-2 md:max-h-72">
                {list.entries.map(({ key, ...entry }) => (
                  <FacetLink key={key} {...entry} />
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </nav>
  );
}
