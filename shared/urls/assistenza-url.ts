import { assistenzaCallNames, assistenzaCallParams, type AssistenzaCallName } from '../assistenza-calls.ts';
import { pagePath } from '../routes.ts';

/** The values of a call's parameters, as the page's query carries them (missing ones empty). */
export type AssistenzaValues = Record<string, string>;

/** The call a /assistenza URL names (`call`), if it is one of the four. */
export function assistenzaCallOf(params: URLSearchParams): AssistenzaCallName | null {
  const call = params.get('call');
  return (assistenzaCallNames as readonly string[]).includes(call ?? '') ? (call as AssistenzaCallName) : null;
}

export function assistenzaValuesOf(call: AssistenzaCallName, params: URLSearchParams): AssistenzaValues {
  return Object.fromEntries(assistenzaCallParams[call].map((name) => [name, (params.get(name) ?? '').trim()]));
}

/** The page's URL for a call and its values, parameters in SPEC's order: also the SWR key of its data. */
export function assistenzaUrl(call: AssistenzaCallName | null, values: AssistenzaValues = {}): string {
  if (!call) return pagePath('assistenza');
  const query = new URLSearchParams({ call });
  for (const name of assistenzaCallParams[call]) query.set(name, values[name] ?? '');
  return `${pagePath('assistenza')}?${query.toString()}`;
}

/** The page data's key of a /assistenza URL (page-url-state.ts). */
export function assistenzaDataKey(params: URLSearchParams = new URLSearchParams()): string {
  const call = assistenzaCallOf(params);
  return assistenzaUrl(call, call ? assistenzaValuesOf(call, params) : {});
}
