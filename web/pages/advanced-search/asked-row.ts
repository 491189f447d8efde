import { advancedSearchQuery } from '../../../shared/urls/page-url-state.ts';

/**
 * What a /ricerca-avanzata URL asks for, in the screen's words: the URL keeps SPEC's names and flags (`tipo` A or O,
 * `sos` S or N), read here only.
 */
export function askedRow(params: URLSearchParams) {
  const asked = advancedSearchQuery(params);
  return {
    code: asked.codiceArticolo,
    priceListCode: asked.codiceListino,
    listName: asked.listino,
    /** An original (OE) number of the list's maker, not an article code of the brand. */
    originalNumber: asked.tipo === 'O',
    withEquivalents: asked.sos === 'S',
  };
}
