import type { SearchFacets, SearchSort } from '../../shared/contract/catalogue.ts';
import type { SearchRow } from '../../shared/contract/search.ts';
import { normaliseCode } from '../../shared/codes.ts';
import type { ResultsChoice } from '../../shared/urls/page-urls.ts';
import { resultsChoiceOf } from '../../shared/urls/page-url-state.ts';

/** /cerca's availability filter, from a row's offer: some quantity at the asker's store or at another of the network. */
export function inStock(row: SearchRow): boolean {
  const { qtaImm, qtaOtherStore } = row.offer.availability;
  return qtaImm > 0 || qtaOtherStore > 0;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' });
const byCode = (a: SearchRow, b: SearchRow) => byName(normaliseCode(a.code), normaliseCode(b.code));
/** A row without a price (none quoted) goes after every priced one, whichever the direction. */
const netOf = (row: SearchRow, direction: 1 | -1) => (row.offer.prices ? row.offer.prices.netCents * direction : Infinity);

const orders: Record<Exclude<SearchSort, 'relevance'>, (a: SearchRow, b: SearchRow) => number> = {
  'price-asc': (a, b) => netOf(a, 1) - netOf(b, 1),
  'price-desc': (a, b) => netOf(a, -1) - netOf(b, -1),
  brand: (a, b) => byName(a.brand, b.brand) || byCode(a, b),
  code: (a, b) => byCode(a, b) || byName(a.brand, b.brand),
};

/** Brands and availability of rows, most rows first, as the catalogue counts /cerca's hits. */
function countFacets(rows: SearchRow[]): SearchFacets {
  const brands = new Map<number, { id: number; name: string; count: number }>();
  let stocked = 0;
  for (const row of rows) {
    const brand = brands.get(row.brandId) ?? { id: row.brandId, name: row.brand, count: 0 };
    brands.set(row.brandId, { ...brand, count: brand.count + 1 });
    if (inStock(row)) stocked += 1;
  }
  const availability = [
    { value: 'in-stock' as const, count: stocked },
    { value: 'out-of-stock' as const, count: rows.length - stocked },
  ];
  return {
    brands: [...brands.values()].sort((a, b) => b.count - a.count || byName(a.name, b.name)),
    groups: [],
    availability: availability.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count),
    complete: true,
  };
}

/** The toolbar's choices in a listing page's URL, read as /cerca reads them; groups are not offered there. */
export function listedRowsChoice(params: URLSearchParams): ResultsChoice {
  const { brandIds, availability, sort } = resultsChoiceOf(params);
  return { brandIds, groupIds: [], availability, sort };
}

/** What the reply says of the toolbar (shared/contract/search.ts chosenRows). */
function toolbarReply(choice: ResultsChoice, sortApplied: SearchSort, facets: SearchFacets) {
  const { brandIds, groupIds, availability, sort } = choice;
  return { filters: { brandIds, groupIds, availability }, sort, sortApplied, facets };
}

/** The toolbar's part of a reply with no rows (the provider did not answer). */
export const noRowsArranged = (choice: ResultsChoice) => toolbarReply(choice, choice.sort, countFacets([]));

/**
 * A results page that lists every row it has (no paging: /ricerca-ricambi's and /ricerca-avanzata's few dozen)
 * narrowed and ordered as the /cerca toolbar asks: brands and availability filter every section, the order applies
 * within each, the facets count the rows left in all of them. Prices order only a logged-in user's rows (a visitor's
 * have none), else the provider's order stays. The ERP's rows are never dropped otherwise.
 */
export function arrangeRows<S extends Record<string, SearchRow[]>>(
  sections: S,
  choice: ResultsChoice,
  options: { pricesShown: boolean },
): { sections: S; toolbar: ReturnType<typeof toolbarReply> } {
  const sortApplied = !options.pricesShown && choice.sort.startsWith('price') ? 'relevance' : choice.sort;
  const kept = (row: SearchRow) =>
    (choice.brandIds.length === 0 || choice.brandIds.includes(row.brandId)) &&
    (choice.availability === null || inStock(row) === (choice.availability === 'in-stock'));
  const arranged = Object.fromEntries(
    Object.entries(sections).map(([name, rows]) => {
      const left = rows.filter(kept);
      return [name, sortApplied === 'relevance' ? left : left.sort(orders[sortApplied])];
    }),
  ) as S;
  return { sections: arranged, toolbar: toolbarReply(choice, sortApplied, countFacets(Object.values(arranged).flat())) };
}
