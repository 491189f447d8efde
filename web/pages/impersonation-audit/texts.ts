import { pageTranslator } from '../../../shared/i18n/translate.ts';

/** Texts of the impersonation audit page (/cambia-utente/registro): they load with its screen. */
export const impersonationAuditIt = {
  JS_AUDIT_INTRO: 'Ogni passaggio a un cliente, ogni ritorno e ogni modifica al carrello fatta per conto di un cliente.',
  JS_AUDIT_STAFF: 'Operatore',
  JS_AUDIT_STAFF_HINT: 'Nome utente dell’operatore',
  JS_AUDIT_CUSTOMER: 'Cliente',
  JS_AUDIT_CUSTOMER_HINT: 'Codice cliente o ragione sociale',
  JS_AUDIT_FILTER: 'Filtra',
  JS_AUDIT_CLEAR: 'Tutti',
  JS_AUDIT_COUNT: '{count} registrazioni',
  JS_AUDIT_EMPTY: 'Nessuna registrazione.',
  JS_AUDIT_COL_WHEN: 'Quando',
  JS_AUDIT_COL_ACTION: 'Azione',
  JS_AUDIT_COL_ADDRESS: 'Indirizzo del client',
  JS_AUDIT_CUSTOMER_USER: 'utente {username}',
  JS_AUDIT_SWITCH: 'Passaggio al cliente',
  JS_AUDIT_BACK: 'Ritorno',
  JS_AUDIT_CART_ADD: 'Aggiunto al carrello',
  JS_AUDIT_QUICK_ORDER: 'Ordine veloce nel carrello',
  JS_AUDIT_LINE_CHANGED: 'Riga del carrello modificata',
  JS_AUDIT_LINE_REMOVED: 'Riga tolta dal carrello',
  JS_AUDIT_ORDER_DATA: 'Dati dell’ordine modificati',
  JS_AUDIT_URGENT: 'Urgenza dell’ordine modificata',
  JS_AUDIT_NEW_CART: 'Nuovo carrello',
  JS_AUDIT_DELETE_CART: 'Carrello eliminato',
  JS_AUDIT_SWITCH_CART: 'Cambio di carrello',
  JS_AUDIT_ATTACHMENT_ADDED: 'Allegato aggiunto',
  JS_AUDIT_ATTACHMENT_REMOVED: 'Allegato eliminato',
  JS_AUDIT_IMPORT_SUBMIT: 'Importazione inviata al carrello',
  JS_AUDIT_CART_OTHER: 'Modifica al carrello',
} as const;

export type ImpersonationAuditKey = keyof typeof impersonationAuditIt;

/** @public English texts, checked against the Italian keys by the type: an English page reads them. */
export const impersonationAuditEn: Record<ImpersonationAuditKey, string> = {
  JS_AUDIT_INTRO: 'Every switch to a customer, every way back and every cart change made for a customer.',
  JS_AUDIT_STAFF: 'Staff member',
  JS_AUDIT_STAFF_HINT: 'The staff member’s username',
  JS_AUDIT_CUSTOMER: 'Customer',
  JS_AUDIT_CUSTOMER_HINT: 'Customer code or company name',
  JS_AUDIT_FILTER: 'Filter',
  JS_AUDIT_CLEAR: 'All',
  JS_AUDIT_COUNT: '{count} entries',
  JS_AUDIT_EMPTY: 'No entries.',
  JS_AUDIT_COL_WHEN: 'When',
  JS_AUDIT_COL_ACTION: 'Action',
  JS_AUDIT_COL_ADDRESS: 'Client address',
  JS_AUDIT_CUSTOMER_USER: 'user {username}',
  JS_AUDIT_SWITCH: 'Switched to the customer',
  JS_AUDIT_BACK: 'Back',
  JS_AUDIT_CART_ADD: 'Added to the cart',
  JS_AUDIT_QUICK_ORDER: 'Quick order into the cart',
  JS_AUDIT_LINE_CHANGED: 'Cart line changed',
  JS_AUDIT_LINE_REMOVED: 'Cart line removed',
  JS_AUDIT_ORDER_DATA: 'Order details changed',
  JS_AUDIT_URGENT: 'Order urgency changed',
  JS_AUDIT_NEW_CART: 'New cart',
  JS_AUDIT_DELETE_CART: 'Cart deleted',
  JS_AUDIT_SWITCH_CART: 'Cart switched',
  JS_AUDIT_ATTACHMENT_ADDED: 'Attachment added',
  JS_AUDIT_ATTACHMENT_REMOVED: 'Attachment removed',
  JS_AUDIT_IMPORT_SUBMIT: 'Import sent to the cart',
  JS_AUDIT_CART_OTHER: 'Cart change',
};

export const t = pageTranslator(impersonationAuditIt, impersonationAuditEn);
