import { assistenzaIt } from './assistenza.ts';
import { cartIt } from './cart.ts';
import { checkoutIt } from './checkout.ts';
import { translator } from './translate.ts';

/**
 * What a failed check of a sent field says (a 400's message and issues, a port's `invalid`): the field as its form
 * labels it and what is expected. Never the validation library's own text or a schema path.
 */
export const fieldTextsIt = {
  JS_FIELD_GENERIC: 'I dati inviati non sono validi.',
  JS_FIELD_INVALID: '{label}: valore non valido.',
  JS_FIELD_REQUIRED: '{label}: campo obbligatorio.',
  JS_FIELD_TOO_LONG: '{label}: al massimo {max} caratteri.',
  JS_FIELD_VIN_INVALID: '{label}: al massimo {max} caratteri, lettere e cifre senza I, O e Q.',
  JS_FIELD_COUNTRY_CODE: '{label}: codice ISO di due lettere (es. IT).',
  JS_FIELD_WEB_SERVICE_FLAG: 'Disponibilità web service (fgWS): S oppure N.',
} as const;

export type FieldTextKey = keyof typeof fieldTextsIt;

/** @public English texts, checked against the Italian keys. */
export const fieldTextsEn: Record<FieldTextKey, string> = {
  JS_FIELD_GENERIC: 'The data sent is not valid.',
  JS_FIELD_INVALID: '{label}: invalid value.',
  JS_FIELD_REQUIRED: '{label}: required.',
  JS_FIELD_TOO_LONG: '{label}: at most {max} characters.',
  JS_FIELD_VIN_INVALID: '{label}: at most {max} characters, letters and digits without I, O and Q.',
  JS_FIELD_COUNTRY_CODE: '{label}: two-letter ISO code (e.g. IT).',
  JS_FIELD_WEB_SERVICE_FLAG: 'Web-service availability (fgWS): S or N.',
};

export const tField = translator<FieldTextKey>(fieldTextsIt, { en: fieldTextsEn });

/**
 * The label of a sent field by its name, as its form shows it (the forms' own tables): what a check without a
 * message of its own names. A field not here gets the generic text.
 */
export const fieldLabels: Readonly<Record<string, string>> = {
  nomeOrdine: cartIt.JS_CART_NAME,
  noteOrdine: cartIt.JS_CART_NOTES,
  vin: cartIt.JS_CART_VIN,
  plate: cartIt.JS_CART_PLATE,
  modello: cartIt.JS_CART_MODEL,
  country: checkoutIt.JS_CO_COUNTRY,
  artCode: assistenzaIt.JS_ASSISTENZA_ART_CODE,
  q: assistenzaIt.JS_ASSISTENZA_ART_CODE,
  artSuppl: assistenzaIt.JS_ASSISTENZA_ART_SUPPL,
  codiceListino: assistenzaIt.JS_ASSISTENZA_CODICE_LISTINO,
  priceListCode: assistenzaIt.JS_ASSISTENZA_CODICE_LISTINO,
  codiceArticolo: assistenzaIt.JS_ASSISTENZA_CODICE_ARTICOLO,
};
