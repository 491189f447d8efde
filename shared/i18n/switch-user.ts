import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** Texts of the switch-user page (staff only): they load with its screen. `en` is checked against the keys by its type. */
export const switchUserIt = {
  JS_SWITCH_USER_INTRO: 'Scegli il cliente o l’utente per conto del quale vuoi operare.',
  JS_SWITCH_USER_TYPE: 'Elenco da mostrare',
  JS_SWITCH_USER_CUSTOMERS: 'Clienti',
  JS_SWITCH_USER_USERS: 'Utenti',
  JS_SWITCH_USER_FILTER_LABEL: 'Filtra l’elenco',
  JS_SWITCH_USER_FILTER_PLACEHOLDER: 'Utente, ragione sociale, codice cliente, partita IVA, città…',
  JS_SWITCH_USER_FILTER_SUBMIT: 'Filtra',
  JS_SWITCH_USER_FILTER_CLEAR: 'Azzera il filtro',
  JS_SWITCH_USER_COL_USERNAME: 'Utente',
  JS_SWITCH_USER_COL_COMPANY: 'Ragione sociale',
  JS_SWITCH_USER_COL_CUSTOMER_CODE: 'Codice cliente',
  JS_SWITCH_USER_COL_VAT: 'Partita IVA',
  JS_SWITCH_USER_COL_CITY: 'Città',
  JS_SWITCH_USER_COL_PROVINCE: 'Provincia',
  JS_SWITCH_USER_COL_AGENT: 'Agente',
  JS_SWITCH_USER_COL_ACTION: 'Azione',
  JS_SWITCH_USER_NO_USERNAME: 'nessun utente',
  JS_SWITCH_USER_SELECT: 'Seleziona',
  JS_SWITCH_USER_SELECT_LABEL: 'Seleziona {username}',
  JS_SWITCH_USER_COUNT_CUSTOMERS_ONE: '1 cliente',
  JS_SWITCH_USER_COUNT_CUSTOMERS_MANY: '{total} clienti',
  JS_SWITCH_USER_COUNT_USERS_ONE: '1 utente',
  JS_SWITCH_USER_COUNT_USERS_MANY: '{total} utenti',
  JS_SWITCH_USER_EMPTY_CUSTOMERS: 'Nessun cliente trovato.',
  JS_SWITCH_USER_EMPTY_USERS: 'Nessun utente trovato.',
  JS_SWITCH_USER_EMPTY_HINT: 'Controlla il filtro o prova con un altro termine.',
  JS_SWITCH_USER_FORBIDDEN_TITLE: 'Accesso non consentito',
  JS_SWITCH_USER_FORBIDDEN_TEXT: 'Non hai i permessi per operare per conto di altri clienti o utenti.',
} as const;

export type SwitchUserKey = keyof typeof switchUserIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const switchUserEn: Record<SwitchUserKey, string> = {
  JS_SWITCH_USER_INTRO: 'Choose the customer or user you want to act for.',
  JS_SWITCH_USER_TYPE: 'List to show',
  JS_SWITCH_USER_CUSTOMERS: 'Customers',
  JS_SWITCH_USER_USERS: 'Users',
  JS_SWITCH_USER_FILTER_LABEL: 'Filter the list',
  JS_SWITCH_USER_FILTER_PLACEHOLDER: 'User, company name, customer code, VAT number, city…',
  JS_SWITCH_USER_FILTER_SUBMIT: 'Filter',
  JS_SWITCH_USER_FILTER_CLEAR: 'Clear the filter',
  JS_SWITCH_USER_COL_USERNAME: 'User',
  JS_SWITCH_USER_COL_COMPANY: 'Company name',
  JS_SWITCH_USER_COL_CUSTOMER_CODE: 'Customer code',
  JS_SWITCH_USER_COL_VAT: 'VAT number',
  JS_SWITCH_USER_COL_CITY: 'City',
  JS_SWITCH_USER_COL_PROVINCE: 'Province',
  JS_SWITCH_USER_COL_AGENT: 'Agent',
  JS_SWITCH_USER_COL_ACTION: 'Action',
  JS_SWITCH_USER_NO_USERNAME: 'no user',
  JS_SWITCH_USER_SELECT: 'Select',
  JS_SWITCH_USER_SELECT_LABEL: 'Select {username}',
  JS_SWITCH_USER_COUNT_CUSTOMERS_ONE: '1 customer',
  JS_SWITCH_USER_COUNT_CUSTOMERS_MANY: '{total} customers',
  JS_SWITCH_USER_COUNT_USERS_ONE: '1 user',
  JS_SWITCH_USER_COUNT_USERS_MANY: '{total} users',
  JS_SWITCH_USER_EMPTY_CUSTOMERS: 'No customers found.',
  JS_SWITCH_USER_EMPTY_USERS: 'No users found.',
  JS_SWITCH_USER_EMPTY_HINT: 'Check the filter or try another term.',
  JS_SWITCH_USER_FORBIDDEN_TITLE: 'Access not allowed',
  JS_SWITCH_USER_FORBIDDEN_TEXT: 'You are not allowed to act on behalf of other customers or users.',
};

/** `t` of the switch-user screen: the shared texts and its own. */
export const t = translator<keyof Translations | SwitchUserKey>({ ...shared, ...switchUserIt }, { en: switchUserEn });
