import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * Texts of price, stock and delivery (bff/lib/availability-reply.ts, shared/delivery-text.ts,
 * bff/routes/availability.ts): written by the server into its replies, so they stay out of the browser's first
 * bundle. `en` is checked against the keys by its type.
 */
export const offerIt = {
  JS_DELIVERY_TODAY: 'oggi',
  JS_DELIVERY_TOMORROW: 'domani',
  JS_DELIVERY_TOMORROW_MORNING: 'domani mattina',
  JS_DELIVERY_RUN: '{day}, giro delle {run}',
  JS_DELIVERY_BY: '{day} entro le {time}',
  JS_DELIVERY_DATE_MORNING: '{day}, mattina',
  JS_DELIVERY_FROM: '{day} dalle {time}',
  JS_AVAILABILITY_ALL: 'Disponibile',
  JS_AVAILABILITY_PARTIAL: 'Disponibile in parte',
  JS_AVAILABILITY_OTHER_STORES: 'Disponibile in altri magazzini',
  JS_AVAILABILITY_INCOMING: 'In arrivo dal fornitore',
  JS_AVAILABILITY_NONE: 'Non disponibile',
  JS_AVAILABILITY_PIECES_one: '{count} pezzo',
  JS_AVAILABILITY_PIECES_other: '{count} pezzi',
  JS_AVAILABILITY_HERE: '{state}: {pieces} a {warehouse}',
  JS_AVAILABILITY_HERE_DELIVERY: '{state}: {pieces} a {warehouse}, consegna {when}',
  JS_AVAILABILITY_OTHER_STORES_DETAIL: '{pieces} da altri magazzini: {warehouses}',
  JS_AVAILABILITY_INCOMING_DETAIL: '{pieces} in arrivo dal fornitore',
  JS_AVAILABILITY_INCOMING_DELIVERY: '{pieces} in arrivo dal fornitore, consegna {when}',
  JS_PRODUCT_NOT_FOUND: 'Articolo non trovato.',
} as const;

export type OfferKey = keyof typeof offerIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const offerEn: Record<OfferKey, string> = {
  JS_DELIVERY_TODAY: 'today',
  JS_DELIVERY_TOMORROW: 'tomorrow',
  JS_DELIVERY_TOMORROW_MORNING: 'tomorrow morning',
  JS_DELIVERY_RUN: '{day}, {run} run',
  JS_DELIVERY_BY: '{day} by {time}',
  JS_DELIVERY_DATE_MORNING: '{day}, morning',
  JS_DELIVERY_FROM: '{day} from {time}',
  JS_AVAILABILITY_ALL: 'Available',
  JS_AVAILABILITY_PARTIAL: 'Partly available',
  JS_AVAILABILITY_OTHER_STORES: 'Available in other warehouses',
  JS_AVAILABILITY_INCOMING: 'Arriving from the supplier',
  JS_AVAILABILITY_NONE: 'Not available',
  JS_AVAILABILITY_PIECES_one: '{count} piece',
  JS_AVAILABILITY_PIECES_other: '{count} pieces',
  JS_AVAILABILITY_HERE: '{state}: {pieces} in {warehouse}',
  JS_AVAILABILITY_HERE_DELIVERY: '{state}: {pieces} in {warehouse}, delivered {when}',
  JS_AVAILABILITY_OTHER_STORES_DETAIL: '{pieces} from other warehouses: {warehouses}',
  JS_AVAILABILITY_INCOMING_DETAIL: '{pieces} arriving from the supplier',
  JS_AVAILABILITY_INCOMING_DELIVERY: '{pieces} arriving from the supplier, delivered {when}',
  JS_PRODUCT_NOT_FOUND: 'Product not found.',
};

/** `t` of the offer texts: the shared texts and these. */
export const t = translator<keyof Translations | OfferKey>({ ...shared, ...offerIt }, { en: offerEn });
