import type { ConfiguratorDefinition, ConfiguratorLevel } from '../configurators.ts';
import { pagePath } from '../routes.ts';

/** The values of a configurator's form, by the results' parameter names (SPEC §2); empty means not chosen. */
export type ConfiguratorValues = Readonly<Record<string, string>>;

/** `/configuratore/{slug}`: the form of a configurator. */
export function configuratorUrl(slug: string): string {
  return pagePath('configurator').replace(':name', encodeURIComponent(slug));
}

/** `/configuratore/{slug}/ricerca-avanzata`, without a query (the POST of batteries and tyres). */
export function resultsPath(slug: string): string {
  return pagePath('configuratorResults').replace(':name', encodeURIComponent(slug));
}

/**
 * The bookmarkable results page of a GET configurator (SPEC §2): the chosen values in the form's order, each
 * URI-encoded by URLSearchParams; empty values are left out (SPEC's optional parameters).
 */
export function configuratorResultsUrl(definition: ConfiguratorDefinition, slug: string, values: ConfiguratorValues, page = 1): string {
  const query = new URLSearchParams();
  for (const { param } of definition.levels) {
    const value = values[param];
    if (value) query.set(param, value);
  }
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${resultsPath(slug)}?${search}` : resultsPath(slug);
}

/**
 * The list call that fills a level (SPEC §7 `/configuratore/{slug}/get-…`), or null while a level it depends on
 * has no value. A cascade's level takes the levels above it (its `listParams`); a refilter configurator's (oils,
 * roof boxes) takes every other field's current value as a filter, so changing one field reloads all the others.
 */
export function optionListUrl(
  definition: ConfiguratorDefinition,
  slug: string,
  level: ConfiguratorLevel,
  values: ConfiguratorValues,
): string | null {
  const query = new URLSearchParams();
  if (definition.kind === 'refilter') {
    for (const other of definition.levels) {
      const value = values[other.param];
      if (other !== level && value) query.set(other.param, value);
    }
  } else {
    for (const [name, from] of level.listParams) {
      const value = values[from];
      if (!value) return null;
      query.set(name, value);
    }
  }
  const search = query.toString();
  const path = `/configuratore/${encodeURIComponent(slug)}/${level.list}`;
  return search ? `${path}?${search}` : path;
}

/**
 * The values a delimited option names (SPEC §3: roof bars `a|b|c|d|e`, snow chains `w-r-d-t`, trunk liners
 * `b##m##y`): one per level, in order; a last part holding the delimiter itself stays whole.
 */
export function splitDelimited(value: string, delimiter: string, count: number): string[] {
  const parts = value.split(delimiter);
  if (parts.length <= count) return parts;
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join(delimiter)];
}

/** What an option of a delimited list shows: its last part (the value the level adds). */
export function delimitedLabel(value: string, delimiter: string, count: number): string {
  return splitDelimited(value, delimiter, count).at(-1) ?? value;
}

/** The page data's key of a results URL (page-url-state.ts): the URL as asked, so a missing parameter keeps its 400. */
export function configuratorResultsDataKey(params: URLSearchParams = new URLSearchParams(), pathname = ''): string | null {
  if (!pathname) return null;
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
