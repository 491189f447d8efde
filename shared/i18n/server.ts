import { it, type Translations } from './it.ts';
import { translator } from './translate.ts';

/**
 * Texts only the server writes: the BFF's error replies, the login failure page, the server-rendered fragments
 * (the header cart). They live apart from the shared table so that the browser's first bundle does not carry them.
 */
export const serverIt = {
  JS_ERROR_VALIDATION: 'I dati inviati non sono validi.',
  JS_ERROR_NOT_FOUND: 'La risorsa richiesta non esiste.',
  JS_ERROR_CONFLICT: 'La pagina non è aggiornata: ricaricala e riprova.',
  JS_ERROR_FORBIDDEN: 'Non hai i permessi per questa operazione.',
  JS_ERROR_UNAUTHENTICATED: 'Sessione scaduta: accedi di nuovo.',
  JS_CART_LINE_NOT_FOUND: 'Riga del carrello non trovata.',
  JS_ERROR_LOGIN_REQUIRED: 'Accedi con il tuo utente per vedere questa pagina.',
  JS_ERROR_CSRF: 'Richiesta non valida: ricarica la pagina e riprova.',
  JS_ERROR_UPSTREAM: 'Il servizio non è al momento disponibile. Riprova tra poco.',
  JS_ERROR_TIMEOUT: 'Il servizio non ha risposto in tempo. Riprova tra poco.',
  JS_ERROR_BODY_TOO_LARGE: 'La richiesta è troppo grande.',
  JS_ERROR_BAD_URL: 'L’indirizzo della pagina contiene caratteri non validi: controllalo e riprova.',
  JS_ERROR_URL_TOO_LONG: 'L’indirizzo della pagina è troppo lungo: controllalo e riprova.',
  JS_ERROR_HEADERS_TOO_LARGE: 'La richiesta ha intestazioni troppo grandi: cancella i cookie del sito e riprova.',
  JS_ERROR_BAD_REQUEST: 'La richiesta non è valida: ricarica la pagina e riprova.',
  JS_ERROR_REQUEST_TIMEOUT: 'La richiesta è arrivata troppo lentamente: riprova.',
  JS_ERROR_PAGE_TITLE: 'Richiesta non valida',
  JS_LOGIN_FAILED: 'Nome utente o password non validi.',
  JS_LOGIN_TOO_MANY: 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.',
  JS_LOGIN_BAD_ORIGIN: 'Richiesta di accesso da un’origine non consentita.',
  JS_SWITCH_USER_NOT_ACTIVE: 'Non stai agendo per conto di un altro utente.',
  JS_LOGIN_FAILED_TITLE: 'Accesso non riuscito',
  JS_LOGIN_RETRY: 'Torna all’accesso e riprova',
  JS_FRONTEND_NOT_BUILT: 'L’interfaccia non è ancora stata compilata: esegui npm run build.',
  JS_SEARCH_BAD_ENCODING: 'La ricerca contiene caratteri non validi: riscrivila.',
  JS_CART_EMPTY: 'Il carrello è vuoto.',
  JS_CART_COUNT_LABEL: 'Carrello: {lines}, {pieces}',
  JS_CART_LINE_COUNT_one: '{count} riga',
  JS_CART_LINE_COUNT_other: '{count} righe',
  JS_CART_PIECE_COUNT_one: '{count} pezzo',
  JS_CART_PIECE_COUNT_other: '{count} pezzi',
  JS_CART_ITEM_QUANTITY: 'Q.tà {quantity}',
  JS_CART_ITEM_URGENT: 'Urgente',
  JS_CART_LINE_OVER_LIMIT: 'La riga {code} supera il limite di {limit} pezzi: correggi la quantità prima di ordinare.',
  JS_CART_NET_TOTAL: 'Totale netto',
  JS_CART_VAT: 'IVA {rate}%',
  JS_CART_GROSS_TOTAL: 'Totale',
  JS_CART_GO_TO_CART: 'Vai al carrello',
  JS_CART_EMPTY_PAGE_HINT: 'Sulla pagina del carrello: l’ordine veloce e gli altri tuoi carrelli.',
  JS_PLATE_REQUIRED: 'Inserisci la targa da cercare.',
  JS_PLATE_TOO_LONG: 'La targa può avere al massimo {max} caratteri.',
  JS_MAKER_NOT_FOUND: 'Marca non trovata.',
} as const;

export type ServerKey = keyof typeof serverIt;

/** @public English texts, checked against the Italian keys: no screen reads them until the shop speaks English. */
export const serverEn: Record<ServerKey, string> = {
  JS_ERROR_VALIDATION: 'The data sent is not valid.',
  JS_ERROR_NOT_FOUND: 'The requested resource does not exist.',
  JS_ERROR_CONFLICT: 'This page is out of date: reload it and try again.',
  JS_ERROR_FORBIDDEN: 'You are not allowed to do this.',
  JS_ERROR_UNAUTHENTICATED: 'Session expired: please log in again.',
  JS_CART_LINE_NOT_FOUND: 'Cart line not found.',
  JS_ERROR_LOGIN_REQUIRED: 'Log in with your user to see this page.',
  JS_ERROR_CSRF: 'Invalid request: reload the page and try again.',
  JS_ERROR_UPSTREAM: 'The service is not available right now. Please try again shortly.',
  JS_ERROR_TIMEOUT: 'The service did not answer in time. Please try again shortly.',
  JS_ERROR_BODY_TOO_LARGE: 'The request is too large.',
  JS_ERROR_BAD_URL: 'The page address contains invalid characters: check it and try again.',
  JS_ERROR_URL_TOO_LONG: 'The page address is too long: check it and try again.',
  JS_ERROR_HEADERS_TOO_LARGE: 'The request headers are too large: clear the site cookies and try again.',
  JS_ERROR_BAD_REQUEST: 'The request is not valid: reload the page and try again.',
  JS_ERROR_REQUEST_TIMEOUT: 'The request arrived too slowly: try again.',
  JS_ERROR_PAGE_TITLE: 'Invalid request',
  JS_LOGIN_FAILED: 'Invalid username or password.',
  JS_LOGIN_TOO_MANY: 'Too many failed login attempts. Try again in 15 minutes.',
  JS_LOGIN_BAD_ORIGIN: 'Login request from a disallowed origin.',
  JS_SWITCH_USER_NOT_ACTIVE: 'You are not acting on behalf of another user.',
  JS_LOGIN_FAILED_TITLE: 'Login failed',
  JS_LOGIN_RETRY: 'Back to login, try again',
  JS_FRONTEND_NOT_BUILT: 'The front end is not built yet: run npm run build.',
  JS_SEARCH_BAD_ENCODING: 'The search contains invalid characters: type it again.',
  JS_CART_EMPTY: 'Your cart is empty.',
  JS_CART_COUNT_LABEL: 'Cart: {lines}, {pieces}',
  JS_CART_LINE_COUNT_one: '{count} line',
  JS_CART_LINE_COUNT_other: '{count} lines',
  JS_CART_PIECE_COUNT_one: '{count} piece',
  JS_CART_PIECE_COUNT_other: '{count} pieces',
  JS_CART_ITEM_QUANTITY: 'Qty {quantity}',
  JS_CART_ITEM_URGENT: 'Urgent',
  JS_CART_LINE_OVER_LIMIT: 'The line {code} is over the limit of {limit} pieces: fix its quantity before ordering.',
  JS_CART_NET_TOTAL: 'Net total',
  JS_CART_VAT: 'VAT {rate}%',
  JS_CART_GROSS_TOTAL: 'Total',
  JS_CART_GO_TO_CART: 'Go to cart',
  JS_CART_EMPTY_PAGE_HINT: 'On the cart page: quick order and your other carts.',
  JS_PLATE_REQUIRED: 'Enter the number plate to search for.',
  JS_PLATE_TOO_LONG: 'The number plate can have at most {max} characters.',
  JS_MAKER_NOT_FOUND: 'Maker not found.',
};

export type ServerTextKey = keyof Translations | ServerKey;

/** `t` of the BFF and of the fragments it renders: the shared texts and the server's own. */
export const t = translator<ServerTextKey>({ ...it, ...serverIt });
