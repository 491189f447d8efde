import { oeResultsQuery, oeResultsUrl } from '../../../shared/urls/page-url-state.ts';

// The SWR key of the page's data (shared/page-entry.ts PageDataKey): the screen and the server build it alike.
export function dataKey(params = new URLSearchParams()): string | null {
  const { idMarca, codiceOE, ...choice } = oeResultsQuery(params);
  // Groups are not offered here: a `gruppo` in a shared link is left out, as the page leaves it.
  return idMarca && codiceOE ? oeResultsUrl(idMarca, codiceOE, { ...choice, groupIds: [] }) : null;
}
