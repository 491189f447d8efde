import { pageTexts } from '../../../shared/i18n/translate.ts';

/** Texts of the account page (/area-clienti/account): they load with its screen. */
const texts = pageTexts(
  {
    JS_ACCOUNT_USERNAME: 'Nome utente',
    JS_ACCOUNT_CUSTOMER_CODE: 'Codice cliente',
    JS_ACCOUNT_EMAIL: 'E-mail',
    JS_ACCOUNT_ORDER_EMAIL: 'E-mail per le conferme d’ordine',
    JS_ACCOUNT_NO_EMAIL: 'nessuna',
  },
  {
    JS_ACCOUNT_USERNAME: 'Username',
    JS_ACCOUNT_CUSTOMER_CODE: 'Customer code',
    JS_ACCOUNT_EMAIL: 'E-mail',
    JS_ACCOUNT_ORDER_EMAIL: 'E-mail for order confirmations',
    JS_ACCOUNT_NO_EMAIL: 'none',
  },
);

export const { italian: accountIt, english: accountEn, t } = texts;
