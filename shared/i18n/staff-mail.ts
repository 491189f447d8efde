import { en } from './en.ts';
import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** Texts of the staff's mail pages (/staff/posta, /staff/posta/prova): they load with those screens. */
export const staffMailIt = {
  JS_MAIL_TEMPLATE_PASSWORD_RECOVERY: 'Recupero password',
  JS_MAIL_TEMPLATE_PRICE_LIST_REQUEST: 'Richiesta listino',
  JS_MAIL_TEMPLATE_INFORMATION_REQUEST: 'Richiesta informazioni',
  JS_MAIL_TEMPLATE_CONTACT: 'Contatto',
  JS_MAIL_TEMPLATE_REGISTRATION: 'Registrazione account',
  JS_MAIL_TEMPLATE_PAYMENT_CONFIRMATION: 'Conferma pagamento',
  JS_MAIL_TEMPLATE_INVITE: 'Invito',
  JS_MAIL_TEMPLATE_ORDER_CONFIRMATION: 'Conferma ordine',
  JS_MAIL_STATE_QUEUED: 'In coda',
  JS_MAIL_STATE_SENDING: 'In invio',
  JS_MAIL_STATE_SENT: 'Inviato',
  JS_MAIL_STATE_FAILED: 'Non riuscito',
  JS_MAIL_STATE_KEPT: 'Nella posta in uscita (nessun server SMTP)',
  JS_MAIL_ATTEMPTS: 'Tentativi: {count}',
  JS_MAIL_COL_WHEN: 'Data',
  JS_MAIL_COL_TEMPLATE: 'Modello',
  JS_MAIL_COL_TO: 'Destinatari',
  JS_MAIL_COL_SUBJECT: 'Oggetto',
  JS_MAIL_COL_STATE: 'Stato',
  JS_MAIL_ALL_TEMPLATES: 'Tutti i modelli',
  JS_MAIL_ALL_STATES: 'Tutti gli stati',
  JS_MAIL_FILTER: 'Filtra',
  JS_MAIL_EMPTY: 'Nessun messaggio.',
  JS_MAIL_COUNT: '{count} messaggi',
  JS_MAIL_PREVIEW: 'Anteprima',
  JS_MAIL_PREVIEW_HTML: 'Apri la versione HTML',
  JS_MAIL_ATTACHMENTS: 'Allegati',
  JS_MAIL_PREVIEW_CLOSE: 'Chiudi l’anteprima',
  JS_MAIL_RESEND: 'Invia di nuovo',
  JS_MAIL_RESENT: 'Il messaggio è di nuovo in coda.',
  JS_MAIL_TEST_INTRO:
    'Ogni pulsante invia un messaggio di prova di quel modello al tuo indirizzo, {email}. Lo trovi nella posta in uscita.',
  JS_MAIL_TEST_NO_EMAIL: 'Il tuo utente non ha un indirizzo e-mail: la posta di prova non ha dove andare.',
  JS_MAIL_TEST_SENT: '{template}: inviato a {email}.',
  JS_MAIL_GO_TO_OUTBOX: 'Vai alla posta in uscita',
  JS_MAIL_GO_TO_TEST: 'Pagina di prova della posta',
  JS_INVITE_INTRO:
    'Il nuovo utente riceve un’e-mail con il link per scegliere la password (vale 7 giorni), poi accede con il nome utente che gli indichiamo.',
  JS_INVITE_CUSTOMER: 'Codice cliente',
  JS_INVITE_NAME: 'Nome e cognome',
  JS_INVITE_EMAIL: 'E-mail',
  JS_INVITE_SUBMIT: 'Invia l’invito',
  JS_INVITE_SENT: 'Invito inviato a {email}: il nome utente è {username} ({company}).',
} as const;

export type StaffMailKey = keyof typeof staffMailIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const staffMailEn: Record<StaffMailKey, string> = {
  JS_MAIL_TEMPLATE_PASSWORD_RECOVERY: 'Password recovery',
  JS_MAIL_TEMPLATE_PRICE_LIST_REQUEST: 'Price list request',
  JS_MAIL_TEMPLATE_INFORMATION_REQUEST: 'Information request',
  JS_MAIL_TEMPLATE_CONTACT: 'Contact',
  JS_MAIL_TEMPLATE_REGISTRATION: 'Account registration',
  JS_MAIL_TEMPLATE_PAYMENT_CONFIRMATION: 'Payment confirmation',
  JS_MAIL_TEMPLATE_INVITE: 'Invitation',
  JS_MAIL_TEMPLATE_ORDER_CONFIRMATION: 'Order confirmation',
  JS_MAIL_STATE_QUEUED: 'Queued',
  JS_MAIL_STATE_SENDING: 'Sending',
  JS_MAIL_STATE_SENT: 'Sent',
  JS_MAIL_STATE_FAILED: 'Failed',
  JS_MAIL_STATE_KEPT: 'In the outbox (no SMTP server)',
  JS_MAIL_ATTEMPTS: 'Attempts: {count}',
  JS_MAIL_COL_WHEN: 'Date',
  JS_MAIL_COL_TEMPLATE: 'Template',
  JS_MAIL_COL_TO: 'Recipients',
  JS_MAIL_COL_SUBJECT: 'Subject',
  JS_MAIL_COL_STATE: 'State',
  JS_MAIL_ALL_TEMPLATES: 'All templates',
  JS_MAIL_ALL_STATES: 'All states',
  JS_MAIL_FILTER: 'Filter',
  JS_MAIL_EMPTY: 'No messages.',
  JS_MAIL_COUNT: '{count} messages',
  JS_MAIL_PREVIEW: 'Preview',
  JS_MAIL_PREVIEW_HTML: 'Open the HTML version',
  JS_MAIL_ATTACHMENTS: 'Attachments',
  JS_MAIL_PREVIEW_CLOSE: 'Close the preview',
  JS_MAIL_RESEND: 'Send again',
  JS_MAIL_RESENT: 'The message is queued again.',
  JS_MAIL_TEST_INTRO: 'Each button sends a test message of that template to your address, {email}. You find it in the outbox.',
  JS_MAIL_TEST_NO_EMAIL: 'Your user has no e-mail address: the test mail has nowhere to go.',
  JS_MAIL_TEST_SENT: '{template}: sent to {email}.',
  JS_MAIL_GO_TO_OUTBOX: 'Go to the outbox',
  JS_MAIL_GO_TO_TEST: 'Mail test page',
  JS_INVITE_INTRO:
    'The new user gets an e-mail with the link to choose a password (valid 7 days), then logs in with the username we give them.',
  JS_INVITE_CUSTOMER: 'Customer code',
  JS_INVITE_NAME: 'Full name',
  JS_INVITE_EMAIL: 'E-mail',
  JS_INVITE_SUBMIT: 'Send the invitation',
  JS_INVITE_SENT: 'Invitation sent to {email}: the username is {username} ({company}).',
};

export const t = translator<keyof Translations | StaffMailKey>({ ...shared, ...staffMailIt }, { en: { ...en, ...staffMailEn } });

/** The label of a template and of a state, by their port names. */
export const templateLabels = {
  'password-recovery': 'JS_MAIL_TEMPLATE_PASSWORD_RECOVERY',
  'price-list-request': 'JS_MAIL_TEMPLATE_PRICE_LIST_REQUEST',
  'information-request': 'JS_MAIL_TEMPLATE_INFORMATION_REQUEST',
  contact: 'JS_MAIL_TEMPLATE_CONTACT',
  registration: 'JS_MAIL_TEMPLATE_REGISTRATION',
  'payment-confirmation': 'JS_MAIL_TEMPLATE_PAYMENT_CONFIRMATION',
  invite: 'JS_MAIL_TEMPLATE_INVITE',
  'order-confirmation': 'JS_MAIL_TEMPLATE_ORDER_CONFIRMATION',
} as const satisfies Record<string, StaffMailKey>;
export const stateLabels = {
  queued: 'JS_MAIL_STATE_QUEUED',
  sending: 'JS_MAIL_STATE_SENDING',
  sent: 'JS_MAIL_STATE_SENT',
  failed: 'JS_MAIL_STATE_FAILED',
  kept: 'JS_MAIL_STATE_KEPT',
} as const satisfies Record<string, StaffMailKey>;
export type TemplateName = keyof typeof templateLabels;
export type StateName = keyof typeof stateLabels;
