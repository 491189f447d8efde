/**
 * The support pages' debug calls (SPEC §7 "Parts information (debug pages)"), by the name the /assistenza page's
 * query uses, with their parameters as SPEC writes them. Plain data: the SPA and the BFF read it.
 */
export const assistenzaCallNames = ['lookup-results', 'lookup-cross', 'provider-results', 'provider-cross'] as const;
export type AssistenzaCallName = (typeof assistenzaCallNames)[number];

/** Each call's parameters, as SPEC writes them. */
export const assistenzaCallParams: Record<AssistenzaCallName, readonly string[]> = {
  'lookup-results': ['artCode'],
  'lookup-cross': ['artCode', 'artSuppl'],
  'provider-results': ['artCode'],
  'provider-cross': ['codiceListino', 'listino', 'codiceArticolo', 'tipo'],
};
