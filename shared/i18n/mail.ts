import { translator } from './translate.ts';

/**
 * The texts of the shop's mail (bff/mail/): subjects, bodies and their labels, for both parts (HTML and plain text).
 * The mail speaks the recipient's language when the language issue comes; Italian until then.
 */
export const mailIt = {
  MAIL_GREETING: 'Gentile {name},',
  MAIL_SIGNATURE: 'Lo staff di {shop}',
  MAIL_FOOTER_VAT: 'P. IVA {vat}',
  MAIL_FOOTER_AUTOMATIC: 'Messaggio automatico: per scriverci rispondi a questa e-mail o scrivi a {email}.',
  MAIL_LINK_FALLBACK: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',

  MAIL_ORDER_SUBJECT: 'Conferma ordine {number}',
  MAIL_ORDER_INTRO: 'grazie: abbiamo ricevuto l’ordine {number} del {date}.',
  MAIL_ORDER_NAME: 'Nome ordine',
  MAIL_ORDER_NOTES: 'Note',
  MAIL_ORDER_COL_CODE: 'Codice',
  MAIL_ORDER_COL_DESCRIPTION: 'Descrizione',
  MAIL_ORDER_COL_QUANTITY: 'Q.tà',
  MAIL_ORDER_COL_PRICE: 'Prezzo netto',
  MAIL_ORDER_COL_TOTAL: 'Totale netto',
  MAIL_ORDER_GOODS: 'Merce',
  MAIL_ORDER_SHIPPING: 'Spedizione: {label}',
  MAIL_ORDER_VAT: 'IVA {rate}%',
  MAIL_ORDER_TOTAL: 'Totale',
  MAIL_ORDER_ADDRESS: 'Indirizzo di consegna',
  MAIL_ORDER_DELIVERY: 'Consegna prevista',
  MAIL_ORDER_DELIVERY_UNKNOWN: 'da confermare',
  MAIL_ORDER_PAYMENT: 'Pagamento',
  MAIL_ORDER_PAYMENT_CARD: 'Carta di pagamento, da pagare',
  MAIL_ORDER_PAYMENT_WALLET: 'Portafoglio digitale, da pagare',
  MAIL_ORDER_PAYMENT_TERMS: 'Alle condizioni concordate',
  MAIL_ORDER_PAYMENT_PAID: 'Pagato',
  MAIL_ORDER_LINK: 'Vedi l’ordine',

  MAIL_RECOVERY_SUBJECT: 'Nuova password per {shop}',
  MAIL_RECOVERY_TEXT:
    'abbiamo ricevuto una richiesta di nuova password per l’utente {username}. Il link vale {minutes} minuti e si usa una volta sola.',
  MAIL_RECOVERY_LINK: 'Scegli una nuova password',
  MAIL_RECOVERY_IGNORE: 'Se non l’hai chiesta tu, ignora questo messaggio: la password resta quella di prima.',

  MAIL_INVITE_SUBJECT: 'Invito a ordinare su {shop}',
  MAIL_INVITE_TEXT: '{staff} ti ha invitato a ordinare su {shop} per {company}. Il tuo nome utente è {username}.',
  MAIL_INVITE_LINK: 'Scegli la password e accedi',
  MAIL_INVITE_EXPIRES: 'Il link vale {days} giorni e si usa una volta sola.',

  MAIL_REGISTRATION_SUBJECT: 'Richiesta di registrazione di {company}',
  MAIL_REGISTRATION_ACK:
    'abbiamo ricevuto la richiesta di registrazione di {company}: ti scriveremo appena l’avremo verificata. Ecco i dati che ci hai inviato.',
  MAIL_REGISTRATION_TO_SHOP: 'Una nuova officina chiede di diventare cliente: verifica i dati e invitala.',
  MAIL_FIELD_COMPANY: 'Ragione sociale',
  MAIL_FIELD_VAT: 'Partita IVA',
  MAIL_FIELD_SDI: 'Codice SDI o PEC',
  MAIL_FIELD_ADDRESS: 'Indirizzo',
  MAIL_FIELD_CONTACT: 'Referente',
  MAIL_FIELD_EMAIL: 'E-mail',
  MAIL_FIELD_PHONE: 'Telefono',
  MAIL_FIELD_CUSTOMER: 'Cliente',
  MAIL_FIELD_MESSAGE: 'Messaggio',
  MAIL_FIELD_PRODUCT: 'Articolo',

  MAIL_PRICE_LIST_SUBJECT: 'Richiesta listino: {what}',
  MAIL_PRICE_LIST_TEXT: '{company} chiede il listino {what}.',
  MAIL_INFO_SUBJECT: 'Richiesta informazioni: {code}',
  MAIL_INFO_TEXT: '{company} chiede informazioni su un articolo.',
  MAIL_CONTACT_SUBJECT: 'Messaggio da {company}',
  MAIL_CONTACT_TEXT: '{company} ti ha scritto dal negozio.',

  MAIL_PAYMENT_SUBJECT: 'Pagamento ricevuto: ordine {number}',
  MAIL_PAYMENT_TEXT: 'abbiamo ricevuto il pagamento di {amount} per l’ordine {number}: l’ordine è confermato.',

  MAIL_SAMPLE_MESSAGE: 'Messaggio di prova dalla pagina di test della posta: nessuno deve rispondere.',
  MAIL_SAMPLE_PRICE_LIST: 'netto del produttore di prova',
  MAIL_SAMPLE_PRODUCT: 'Articolo di prova',
  MAIL_SAMPLE_COMPANY: 'Officina di prova S.r.l.',
} as const;

export type MailKey = keyof typeof mailIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const mailEn: Record<MailKey, string> = {
  MAIL_GREETING: 'Dear {name},',
  MAIL_SIGNATURE: 'The {shop} team',
  MAIL_FOOTER_VAT: 'VAT no. {vat}',
  MAIL_FOOTER_AUTOMATIC: 'Automatic message: to write to us, reply to this e-mail or write to {email}.',
  MAIL_LINK_FALLBACK: 'If the button does not work, copy this address into your browser:',

  MAIL_ORDER_SUBJECT: 'Order confirmation {number}',
  MAIL_ORDER_INTRO: 'thank you: we have received order {number} of {date}.',
  MAIL_ORDER_NAME: 'Order name',
  MAIL_ORDER_NOTES: 'Notes',
  MAIL_ORDER_COL_CODE: 'Code',
  MAIL_ORDER_COL_DESCRIPTION: 'Description',
  MAIL_ORDER_COL_QUANTITY: 'Qty',
  MAIL_ORDER_COL_PRICE: 'Net price',
  MAIL_ORDER_COL_TOTAL: 'Net total',
  MAIL_ORDER_GOODS: 'Goods',
  MAIL_ORDER_SHIPPING: 'Delivery: {label}',
  MAIL_ORDER_VAT: 'VAT {rate}%',
  MAIL_ORDER_TOTAL: 'Total',
  MAIL_ORDER_ADDRESS: 'Delivery address',
  MAIL_ORDER_DELIVERY: 'Expected delivery',
  MAIL_ORDER_DELIVERY_UNKNOWN: 'to be confirmed',
  MAIL_ORDER_PAYMENT: 'Payment',
  MAIL_ORDER_PAYMENT_CARD: 'Payment card, to be paid',
  MAIL_ORDER_PAYMENT_WALLET: 'Digital wallet, to be paid',
  MAIL_ORDER_PAYMENT_TERMS: 'On the agreed terms',
  MAIL_ORDER_PAYMENT_PAID: 'Paid',
  MAIL_ORDER_LINK: 'See the order',

  MAIL_RECOVERY_SUBJECT: 'New password for {shop}',
  MAIL_RECOVERY_TEXT:
    'we received a request for a new password for the user {username}. The link is valid for {minutes} minutes and works once.',
  MAIL_RECOVERY_LINK: 'Choose a new password',
  MAIL_RECOVERY_IGNORE: 'If you did not ask for it, ignore this message: your password stays as it was.',

  MAIL_INVITE_SUBJECT: 'Invitation to order on {shop}',
  MAIL_INVITE_TEXT: '{staff} invited you to order on {shop} for {company}. Your username is {username}.',
  MAIL_INVITE_LINK: 'Choose your password and log in',
  MAIL_INVITE_EXPIRES: 'The link is valid for {days} days and works once.',

  MAIL_REGISTRATION_SUBJECT: 'Registration request from {company}',
  MAIL_REGISTRATION_ACK:
    'we received the registration request of {company}: we will write to you once we have checked it. Here is what you sent us.',
  MAIL_REGISTRATION_TO_SHOP: 'A new workshop asks to become a customer: check the data and invite it.',
  MAIL_FIELD_COMPANY: 'Company name',
  MAIL_FIELD_VAT: 'VAT number',
  MAIL_FIELD_SDI: 'SDI code or PEC',
  MAIL_FIELD_ADDRESS: 'Address',
  MAIL_FIELD_CONTACT: 'Contact person',
  MAIL_FIELD_EMAIL: 'E-mail',
  MAIL_FIELD_PHONE: 'Phone',
  MAIL_FIELD_CUSTOMER: 'Customer',
  MAIL_FIELD_MESSAGE: 'Message',
  MAIL_FIELD_PRODUCT: 'Product',

  MAIL_PRICE_LIST_SUBJECT: 'Price list request: {what}',
  MAIL_PRICE_LIST_TEXT: '{company} asks for the price list {what}.',
  MAIL_INFO_SUBJECT: 'Information request: {code}',
  MAIL_INFO_TEXT: '{company} asks about a product.',
  MAIL_CONTACT_SUBJECT: 'Message from {company}',
  MAIL_CONTACT_TEXT: '{company} wrote to you from the shop.',

  MAIL_PAYMENT_SUBJECT: 'Payment received: order {number}',
  MAIL_PAYMENT_TEXT: 'we received the payment of {amount} for order {number}: the order is confirmed.',

  MAIL_SAMPLE_MESSAGE: 'Test message from the mail test page: nobody needs to answer.',
  MAIL_SAMPLE_PRICE_LIST: 'net of the test manufacturer',
  MAIL_SAMPLE_PRODUCT: 'Test product',
  MAIL_SAMPLE_COMPANY: 'Test Workshop Ltd',
};

/** `t` of the mail templates. */
export const t = translator<MailKey>(mailIt, { en: mailEn });
