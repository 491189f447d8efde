import { pageTexts } from '../../../shared/i18n/translate.ts';

/** Texts of the account area (/area-clienti): they load with its screen. */
const texts = pageTexts(
  {
    JS_AREA_ACCOUNT: 'Dati dell’account',
    JS_AREA_COMPANY: 'Ragione sociale',
    JS_AREA_CUSTOMER_CODE: 'Codice cliente',
    JS_AREA_USERNAME: 'Nome utente',
    JS_AREA_EMAIL: 'E-mail',
    JS_AREA_NO_EMAIL: 'nessuna',
    JS_AREA_ACCOUNT_DETAILS: 'Indirizzi e-mail della posta del negozio',
    JS_AREA_ADDRESSES: 'Indirizzi di consegna',
    JS_AREA_NO_ADDRESSES: 'Nessun indirizzo salvato: lo aggiungi qui o alla cassa.',
    JS_AREA_MORE_ADDRESSES: 'Sono mostrati i primi {shown} indirizzi di {total}.',
    JS_AREA_ORDERS: 'Ordini',
    JS_AREA_ORDERS_TEXT: 'Gli ordini inviati, il loro stato e i pagamenti.',
    JS_AREA_IMPORTS: 'Importazioni',
    JS_AREA_IMPORTS_TEXT: 'Gli ordini importati da file, da confermare o già inviati.',
    JS_AREA_REQUESTS: 'Richieste',
    JS_AREA_REQUESTS_TEXT: 'Le richieste di listini e di informazioni inviate, con il loro stato.',
    JS_AREA_WEB_SERVICE: 'Disponibilità web service',
    JS_AREA_WEB_SERVICE_TEXT: 'Se attiva, i sistemi della tua azienda possono interrogare i web service del distributore.',
    JS_AREA_WEB_SERVICE_LABEL: 'Consenti l’uso dei web service',
    JS_AREA_WEB_SERVICE_MISSING: 'La disponibilità web service non è configurata per la tua azienda.',
    // SPEC §8, verbatim.
    JS_AREA_WS_OK: 'Costante aggiornata',
    JS_AREA_WS_NO: 'ATTENZIONE: costante non presente!',
    JS_AREA_WS_ERROR: 'ATTENZIONE: errore nel salvataggio',
  },
  {
    JS_AREA_ACCOUNT: 'Account details',
    JS_AREA_COMPANY: 'Company name',
    JS_AREA_CUSTOMER_CODE: 'Customer code',
    JS_AREA_USERNAME: 'Username',
    JS_AREA_EMAIL: 'E-mail',
    JS_AREA_NO_EMAIL: 'none',
    JS_AREA_ACCOUNT_DETAILS: 'E-mail addresses of the shop’s mail',
    JS_AREA_ADDRESSES: 'Delivery addresses',
    JS_AREA_NO_ADDRESSES: 'No saved address: add one here or at checkout.',
    JS_AREA_MORE_ADDRESSES: 'The first {shown} addresses of {total} are shown.',
    JS_AREA_ORDERS: 'Orders',
    JS_AREA_ORDERS_TEXT: 'Orders sent, their status and payments.',
    JS_AREA_IMPORTS: 'Imports',
    JS_AREA_IMPORTS_TEXT: 'Orders imported from files, to confirm or already sent.',
    JS_AREA_REQUESTS: 'Requests',
    JS_AREA_REQUESTS_TEXT: 'The price-list and information requests sent, with their state.',
    JS_AREA_WEB_SERVICE: 'Web-service availability',
    JS_AREA_WEB_SERVICE_TEXT: 'When on, your company’s systems may call the distributor’s web services.',
    JS_AREA_WEB_SERVICE_LABEL: 'Allow the web services',
    JS_AREA_WEB_SERVICE_MISSING: 'Web-service availability is not configured for your company.',
    JS_AREA_WS_OK: 'Setting updated',
    JS_AREA_WS_NO: 'WARNING: setting not present!',
    JS_AREA_WS_ERROR: 'WARNING: error while saving',
  },
);

export const { t } = texts;
export type AccountAreaKey = keyof typeof texts.italian;
