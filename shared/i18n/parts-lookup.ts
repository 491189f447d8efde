import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * Texts of the parts-lookup module page (the provider's embedded frame, its results in the page), of its /search-ajax
 * fragment and of the reference provider's frame page. They load with the page's screen.
 */
export const partsLookupIt = {
  JS_PARTS_LOOKUP_INTRO: 'Scegli il veicolo e il ricambio nel catalogo: i ricambi con il suo codice originale appaiono qui sotto.',
  JS_PARTS_LOOKUP_FRAME: 'Catalogo ricambi del fornitore',
  JS_PARTS_LOOKUP_RESULTS: 'Ricambi per il codice originale',
  JS_PARTS_LOOKUP_RESULTS_FOR: 'Ricambi per il codice originale {code}',
  JS_PARTS_LOOKUP_WAITING: 'Scegli un ricambio nel catalogo per vedere qui gli articoli disponibili.',
  JS_PARTS_LOOKUP_SEARCHING: 'Ricerca in corso…',
  JS_PARTS_LOOKUP_UNEXPECTED:
    'Funzionalità non prevista: per ordinare ricambi originali cerca il codice e aggiungi al carrello l’articolo trovato.',
  JS_PARTS_LOOKUP_FAILED: 'Non è stato possibile caricare il catalogo. Riprova più tardi.',
  JS_SEARCH_AJAX_ROWS: 'Ricambi trovati per {code}',
  JS_SEARCH_AJAX_EMPTY: 'Nessun ricambio trovato per il codice originale {code}.',
  JS_SEARCH_AJAX_MORE: 'Altri {count} risultati nella ricerca completa',
  JS_PARTS_FRAME_TITLE: 'Catalogo ricambi',
  JS_PARTS_FRAME_MAKER: 'Marca',
  JS_PARTS_FRAME_MODEL: 'Modello',
  JS_PARTS_FRAME_VERSION: 'Versione',
  JS_PARTS_FRAME_PART: 'Ricambio',
  JS_PARTS_FRAME_CHOOSE: 'Scegli…',
  JS_PARTS_FRAME_CODES: 'Codici originali',
  JS_PARTS_FRAME_NO_CODES: 'Nessun codice originale per questo ricambio.',
  JS_PARTS_FRAME_SEARCH: 'Cerca {code}',
  JS_PARTS_FRAME_ADD_ORIGINAL: 'Aggiungi l’originale al carrello',
  JS_PARTS_FRAME_BAD_ORIGIN: 'Il catalogo si apre solo dalla pagina del negozio.',
} as const;

export type PartsLookupKey = keyof typeof partsLookupIt;

export const partsLookupEn: Record<PartsLookupKey, string> = {
  JS_PARTS_LOOKUP_INTRO: 'Pick the vehicle and the part in the catalogue: the parts with its original code show below.',
  JS_PARTS_LOOKUP_FRAME: 'The provider’s parts catalogue',
  JS_PARTS_LOOKUP_RESULTS: 'Parts for the original code',
  JS_PARTS_LOOKUP_RESULTS_FOR: 'Parts for the original code {code}',
  JS_PARTS_LOOKUP_WAITING: 'Pick a part in the catalogue to see the available articles here.',
  JS_PARTS_LOOKUP_SEARCHING: 'Searching…',
  JS_PARTS_LOOKUP_UNEXPECTED: 'Unexpected functionality: to order original parts, search their code and add the article found to the cart.',
  JS_PARTS_LOOKUP_FAILED: 'The catalogue could not be loaded. Try again later.',
  JS_SEARCH_AJAX_ROWS: 'Parts found for {code}',
  JS_SEARCH_AJAX_EMPTY: 'No part found for the original code {code}.',
  JS_SEARCH_AJAX_MORE: '{count} more results in the full search',
  JS_PARTS_FRAME_TITLE: 'Parts catalogue',
  JS_PARTS_FRAME_MAKER: 'Maker',
  JS_PARTS_FRAME_MODEL: 'Model',
  JS_PARTS_FRAME_VERSION: 'Version',
  JS_PARTS_FRAME_PART: 'Part',
  JS_PARTS_FRAME_CHOOSE: 'Choose…',
  JS_PARTS_FRAME_CODES: 'Original codes',
  JS_PARTS_FRAME_NO_CODES: 'No original code for this part.',
  JS_PARTS_FRAME_SEARCH: 'Search {code}',
  JS_PARTS_FRAME_ADD_ORIGINAL: 'Add the original to the cart',
  JS_PARTS_FRAME_BAD_ORIGIN: 'The catalogue opens only from the shop’s page.',
};

/** `t` of the parts-lookup module page: the shared texts and its own. */
export const t = translator<keyof Translations | PartsLookupKey>({ ...shared, ...partsLookupIt }, { en: partsLookupEn });
