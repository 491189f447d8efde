import { oeResultsQuery, oeResultsUrl } from '../../../shared/urls/page-url-state.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string | null {
  const { idMarca, codiceOE } = oeResultsQuery(params);
  return idMarca && codiceOE ? oeResultsUrl(idMarca, codiceOE) : null;
}
