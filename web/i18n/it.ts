/**
 * The shop's texts, Italian first: every text a user reads comes from here (SPA, HTML fragments, BFF errors).
 * `en` is checked against these keys. Placeholders are written {name}.
 */
export const it = {
  JS_GENERIC_ERROR: 'Si è verificato un errore durante l’elaborazione della richiesta.',
  JS_ERROR_VALIDATION: 'I dati inviati non sono validi.',
  JS_ERROR_NOT_FOUND: 'La risorsa richiesta non esiste.',
  JS_ERROR_CONFLICT: 'La pagina non è aggiornata: ricaricala e riprova.',
  JS_ERROR_FORBIDDEN: 'Non hai i permessi per questa operazione.',
  JS_ERROR_UNAUTHENTICATED: 'Sessione scaduta: accedi di nuovo.',
  JS_ERROR_CSRF: 'Richiesta non valida: ricarica la pagina e riprova.',
  JS_ERROR_UPSTREAM: 'Il servizio non è al momento disponibile. Riprova tra poco.',
  JS_ERROR_TIMEOUT: 'Il servizio non ha risposto in tempo. Riprova tra poco.',
  JS_ERROR_BODY_TOO_LARGE: 'La richiesta è troppo grande.',
  JS_LOGIN_FAILED: 'Nome utente o password non validi.',
  JS_LOGIN_MISSING_FIELDS: 'Inserisci nome utente e password.',
  JS_LOGIN_TOO_MANY: 'Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.',
  JS_LOGIN_BAD_ORIGIN: 'Richiesta di accesso da un’origine non consentita.',
  JS_WARNING: 'ATTENZIONE',
  JS_UNKNOWN_ERROR: 'Errore sconosciuto',
  JS_CART_UPDATED: 'Carrello aggiornato',
} as const;

export type TranslationKey = keyof typeof it;
export type Translations = Record<TranslationKey, string>;
