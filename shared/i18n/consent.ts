import { translator } from './translate.ts';

/**
 * Texts of the cookie notice: written by the server into a first visit's page (shared/fragments/consent-notice.ts),
 * and loaded with the choices dialog (web/consent/), which lists each cookie with its purpose and duration. `en` is
 * checked against the keys (type and shared/i18n/tables.test.ts).
 */
export const consentIt = {
  JS_CONSENT_TITLE: 'Usiamo i cookie',
  JS_CONSENT_TEXT:
    'Il negozio usa cookie necessari al suo funzionamento e, se lo permetti, cookie di preferenza che ricordano come lo usi. Puoi cambiare la scelta in ogni momento dal link «Cookie» in fondo alla pagina.',
  JS_CONSENT_ACCEPT_ALL: 'Accetta tutti',
  JS_CONSENT_NECESSARY_ONLY: 'Solo necessari',
  JS_CONSENT_SETTINGS: 'Scegli',
  JS_CONSENT_SAVE: 'Salva la scelta',
  JS_CONSENT_CLOSE: 'Chiudi',
  JS_CONSENT_PREFERENCES_TITLE: 'Le tue scelte sui cookie',
  JS_CONSENT_NECESSARY: 'Necessari',
  JS_CONSENT_NECESSARY_TEXT: 'Servono al negozio per funzionare: non si possono spegnere.',
  JS_CONSENT_PREFERENCES: 'Preferenze',
  JS_CONSENT_PREFERENCES_TEXT: 'Ricordano le tue scelte di visualizzazione. Senza, ogni scelta vale solo per la pagina aperta.',
  JS_CONSENT_COL_NAME: 'Cookie',
  JS_CONSENT_COL_PURPOSE: 'A cosa serve',
  JS_CONSENT_COL_DURATION: 'Durata',
  JS_CONSENT_SESSION_PURPOSE: 'La sessione: accesso, carrello, protezione dei moduli (CSRF)',
  JS_CONSENT_SESSION_DURATION: 'fino alla chiusura del browser',
  JS_CONSENT_VEHICLE_PURPOSE: 'Il veicolo scelto per la ricerca dei ricambi',
  JS_CONSENT_DEVICE_PURPOSE: 'Riconosce il browser da cui hai già effettuato l’accesso, così i tentativi di estranei non ti bloccano',
  JS_CONSENT_DAYS_other: '{count} giorni',
  JS_CONSENT_DAYS_one: '{count} giorno',
  JS_CONSENT_CHOICE_PURPOSE: 'La tua scelta su questi cookie',
  JS_CONSENT_LAYOUT_PURPOSE: 'La disposizione dell’elenco dei prodotti',
  JS_CONSENT_FILTERS_PURPOSE: 'Il pannello dei filtri aperto o chiuso',
  JS_CONSENT_PRICES_PURPOSE: 'I prezzi mostrati o nascosti',
  JS_CONSENT_LANGUAGE_PURPOSE: 'La lingua del negozio',
} as const;

type ConsentKey = keyof typeof consentIt;

/** English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const consentEn: Record<ConsentKey, string> = {
  JS_CONSENT_TITLE: 'We use cookies',
  JS_CONSENT_TEXT:
    'The shop uses cookies it needs to work and, if you allow them, preference cookies that remember how you use it. You can change your choice at any time from the “Cookies” link at the foot of the page.',
  JS_CONSENT_ACCEPT_ALL: 'Accept all',
  JS_CONSENT_NECESSARY_ONLY: 'Necessary only',
  JS_CONSENT_SETTINGS: 'Choose',
  JS_CONSENT_SAVE: 'Save my choice',
  JS_CONSENT_CLOSE: 'Close',
  JS_CONSENT_PREFERENCES_TITLE: 'Your cookie choices',
  JS_CONSENT_NECESSARY: 'Necessary',
  JS_CONSENT_NECESSARY_TEXT: 'The shop needs them to work: they cannot be switched off.',
  JS_CONSENT_PREFERENCES: 'Preferences',
  JS_CONSENT_PREFERENCES_TEXT: 'They remember how you like the shop shown. Without them, each choice holds for the open page only.',
  JS_CONSENT_COL_NAME: 'Cookie',
  JS_CONSENT_COL_PURPOSE: 'Purpose',
  JS_CONSENT_COL_DURATION: 'Duration',
  JS_CONSENT_SESSION_PURPOSE: 'The session: login, cart, form protection (CSRF)',
  JS_CONSENT_SESSION_DURATION: 'until the browser is closed',
  JS_CONSENT_VEHICLE_PURPOSE: 'The vehicle chosen for the parts search',
  JS_CONSENT_DEVICE_PURPOSE: 'Recognises the browser you have logged in from, so strangers’ attempts do not lock you out',
  JS_CONSENT_DAYS_other: '{count} days',
  JS_CONSENT_DAYS_one: '{count} day',
  JS_CONSENT_CHOICE_PURPOSE: 'Your choice about these cookies',
  JS_CONSENT_LAYOUT_PURPOSE: 'The layout of the product list',
  JS_CONSENT_FILTERS_PURPOSE: 'The filter drawer open or closed',
  JS_CONSENT_PRICES_PURPOSE: 'Prices shown or hidden',
  JS_CONSENT_LANGUAGE_PURPOSE: 'The shop’s language',
};

export const t = translator<ConsentKey>(consentIt, { en: consentEn });
