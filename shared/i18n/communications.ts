import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** Texts of the communications: the customers' popup and the staff's page (/staff/comunicazioni). */
export const communicationsIt = {
  JS_COMM_ACCEPT: 'Accetto',
  JS_COMM_CLOSE: 'Chiudi',
  JS_COMM_MANDATORY: 'Comunicazione obbligatoria: per continuare conferma di averla letta.',
  JS_COMM_STAFF_VIEW: 'Stai operando per conto del cliente: vedi le sue comunicazioni, ma solo il cliente può accettarle.',
  JS_COMM_NEW: 'Nuova comunicazione',
  JS_COMM_TITLE: 'Titolo',
  JS_COMM_TEXT: 'Testo',
  JS_COMM_MANDATORY_LABEL: 'Obbligatoria (il cliente deve accettarla)',
  JS_COMM_FROM: 'Dal',
  JS_COMM_TO: 'Al',
  JS_COMM_DAY_PLACEHOLDER: 'gg/mm/aaaa',
  JS_COMM_SPAN: 'Visibile ai clienti per {days} giorni: {from} – {to}.',
  JS_COMM_SPAN_ONE: 'Visibile ai clienti un giorno: {from}.',
  JS_COMM_ALL_CUSTOMERS: 'Tutti i clienti',
  JS_COMM_CUSTOMER_CODES: 'Codici cliente (separati da virgola)',
  JS_COMM_CUSTOMER_CODES_HINT: 'Solo se non è per tutti i clienti.',
  JS_COMM_SUBMIT: 'Pubblica',
  JS_COMM_SAVED: 'Comunicazione pubblicata.',
  JS_COMM_EMPTY: 'Nessuna comunicazione.',
  JS_COMM_COL_TITLE: 'Comunicazione',
  JS_COMM_COL_DATES: 'Periodo',
  JS_COMM_COL_TO: 'Destinatari',
  JS_COMM_COL_ACKS: 'Conferme',
  JS_COMM_NO_ACKS: 'nessuna',
  JS_COMM_ACK_ACCEPTED: '{username} ({company}) ha accettato il {when}',
  JS_COMM_ACK_CLOSED: '{username} ({company}) ha chiuso il {when}',
  JS_COMM_YES: 'obbligatoria',
} as const;

export type CommunicationsKey = keyof typeof communicationsIt;

/** @public English texts, checked against the Italian keys: no screen reads them until the shop speaks English. */
export const communicationsEn: Record<CommunicationsKey, string> = {
  JS_COMM_ACCEPT: 'I accept',
  JS_COMM_CLOSE: 'Close',
  JS_COMM_MANDATORY: 'Mandatory communication: confirm you have read it to continue.',
  JS_COMM_STAFF_VIEW: 'You are acting for the customer: you see their communications, but only the customer can accept them.',
  JS_COMM_NEW: 'New communication',
  JS_COMM_TITLE: 'Title',
  JS_COMM_TEXT: 'Text',
  JS_COMM_MANDATORY_LABEL: 'Mandatory (the customer must accept it)',
  JS_COMM_FROM: 'From',
  JS_COMM_TO: 'To',
  JS_COMM_DAY_PLACEHOLDER: 'dd/mm/yyyy',
  JS_COMM_SPAN: 'Shown to customers for {days} days: {from} – {to}.',
  JS_COMM_SPAN_ONE: 'Shown to customers for one day: {from}.',
  JS_COMM_ALL_CUSTOMERS: 'All customers',
  JS_COMM_CUSTOMER_CODES: 'Customer codes (comma-separated)',
  JS_COMM_CUSTOMER_CODES_HINT: 'Only when it is not for all customers.',
  JS_COMM_SUBMIT: 'Publish',
  JS_COMM_SAVED: 'Communication published.',
  JS_COMM_EMPTY: 'No communications.',
  JS_COMM_COL_TITLE: 'Communication',
  JS_COMM_COL_DATES: 'Period',
  JS_COMM_COL_TO: 'Addressees',
  JS_COMM_COL_ACKS: 'Acknowledgements',
  JS_COMM_NO_ACKS: 'none',
  JS_COMM_ACK_ACCEPTED: '{username} ({company}) accepted on {when}',
  JS_COMM_ACK_CLOSED: '{username} ({company}) closed on {when}',
  JS_COMM_YES: 'mandatory',
};

export const t = translator<keyof Translations | CommunicationsKey>({ ...shared, ...communicationsIt });
