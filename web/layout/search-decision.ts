import type { SearchBehaviour } from '../api/search-settings.ts';

/** SPEC §5: a query of this many characters or fewer skips the vehicle-data lookup. */
export const LOOKUP_MIN_EXCLUSIVE = 3;
/** The longest query the lookup takes (the BFF's and the port's limit); a longer one goes to the results page. */
export const LOOKUP_MAX_LENGTH = 100;

/**
 * What a submit of the search form does (SPEC §2 search form behaviour, §5 catalogue search): nothing for an
 * empty query; straight to /cerca?q= for a short one or when the vehicle-data service is off; otherwise first
 * the vehicle-data lookup. `q` is the query as it is searched: trimmed, without any whitespace when the
 * catalogue's setting says so.
 */
export type SearchDecision = { kind: 'empty' } | { kind: 'direct'; q: string } | { kind: 'lookup'; q: string };

export function searchDecision(raw: string, behaviour: SearchBehaviour): SearchDecision {
  const q = behaviour.removeSpaces ? raw.replace(/\s+/g, '') : raw.trim();
  if (q === '') return { kind: 'empty' };
  const length = [...q].length;
  if (!behaviour.vehicleLookup || length <= LOOKUP_MIN_EXCLUSIVE || length > LOOKUP_MAX_LENGTH) return { kind: 'direct', q };
  return { kind: 'lookup', q };
}
