import { CURRENT_YEAR } from '../seed/configurators/car-accessories.ts';
import type { Params } from './query.ts';

/**
 * A model's generation as the configurators by car list it: its name and the years it was built, "Panda (2003–2012)",
 * "Panda (2012–)" while still built, so two generations of one name are told apart (their parts differ). A plain
 * name is still taken, for every generation of it.
 */
const GENERATION = /^(.+) \((\d{4})–(\d{4})?\)$/;

/** The label of a generation in SQL, from its name and year columns; `open` tells a generation still built. */
export function generationSql(name: string, yearFrom: string, yearTo: string): string {
  return `${name} || ' (' || ${yearFrom} || '–' || CASE WHEN ${yearTo} IS NULL OR ${yearTo} >= ${CURRENT_YEAR} THEN '' ELSE ${yearTo} END || ')'`;
}

/** The condition matching a model value (a generation's label or a plain name) on the name and first-year columns. */
export function generationWhere(value: string, name: string, yearFrom: string, params: Params): string {
  const generation = GENERATION.exec(value);
  params.model = generation?.[1] ?? value;
  if (!generation) return `${name} = @model`;
  params.modelFrom = Number(generation[2]);
  return `${name} = @model AND ${yearFrom} = @modelFrom`;
}
