import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** The texts of the login form and page: they load with the screens that show it, not with the first bundle. */
export const loginIt = {
  JS_USERNAME: 'Nome utente',
  JS_PASSWORD: 'Password',
  JS_LOGIN_SUBMIT: 'Accedi',
  JS_LOGIN_SUBMITTING: 'Accesso in corso…',
  JS_LOGIN_ALREADY: 'Hai già effettuato l’accesso come {username}.',
  JS_LOGIN_FORGOTTEN: 'Password dimenticata?',
  JS_RECOVERY_INTRO: 'Scrivi il tuo nome utente o l’indirizzo e-mail del tuo account: ti mandiamo un link per sceglierne una nuova.',
  JS_RECOVERY_LOGIN: 'Nome utente o e-mail',
  JS_RECOVERY_SUBMIT: 'Inviami il link',
  JS_RECOVERY_SENDING: 'Invio in corso…',
  JS_RECOVERY_SENT:
    'Se il nome utente o l’indirizzo è di un nostro account, ti abbiamo inviato un’e-mail con il link per scegliere una nuova password. Il link vale 30 minuti.',
  JS_NEW_PASSWORD_INTRO: 'Scegli la nuova password per l’utente {username}: almeno {min} caratteri.',
  JS_NEW_PASSWORD: 'Nuova password',
  JS_NEW_PASSWORD_CONFIRM: 'Ripeti la nuova password',
  JS_NEW_PASSWORD_SUBMIT: 'Salva la password',
  JS_NEW_PASSWORD_SAVING: 'Salvataggio in corso…',
  JS_NEW_PASSWORD_INVALID_LINK: 'Il link non è valido: è scaduto, è già stato usato o è incompleto.',
  JS_NEW_PASSWORD_ASK_AGAIN: 'Chiedi un nuovo link',
  JS_PASSWORD_CHANGED: 'Password cambiata: accedi con la nuova password.',
  JS_REGISTRATION_LINK: 'Non sei ancora cliente? Chiedi la registrazione',
  JS_REGISTRATION_INTRO: 'La tua officina non è ancora nostra cliente? Mandaci i dati: ti scriviamo appena li abbiamo verificati.',
  JS_REGISTRATION_COMPANY: 'Ragione sociale',
  JS_REGISTRATION_VAT: 'Partita IVA',
  JS_REGISTRATION_SDI: 'Codice SDI o PEC',
  JS_REGISTRATION_ADDRESS: 'Indirizzo della sede',
  JS_REGISTRATION_CONTACT: 'Referente',
  JS_REGISTRATION_EMAIL: 'E-mail',
  JS_REGISTRATION_PHONE: 'Telefono',
  JS_REGISTRATION_SUBMIT: 'Invia la richiesta',
  JS_REGISTRATIONS_EMPTY: 'Nessuna richiesta di registrazione.',
  JS_MAIL_WHEN_RECEIVED: 'Ricevuta il',
  JS_REGISTRATION_SENT: 'Richiesta inviata: ti abbiamo mandato una conferma per e-mail e ti scriveremo appena l’avremo verificata.',
} as const;

export type LoginKey = keyof typeof loginIt;

/** @public English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const loginEn: Record<LoginKey, string> = {
  JS_USERNAME: 'Username',
  JS_PASSWORD: 'Password',
  JS_LOGIN_SUBMIT: 'Log in',
  JS_LOGIN_SUBMITTING: 'Logging in…',
  JS_LOGIN_ALREADY: 'You are already logged in as {username}.',
  JS_LOGIN_FORGOTTEN: 'Forgotten your password?',
  JS_RECOVERY_INTRO: 'Write your username or your account’s e-mail address: we will send you a link to choose a new one.',
  JS_RECOVERY_LOGIN: 'Username or e-mail',
  JS_RECOVERY_SUBMIT: 'Send me the link',
  JS_RECOVERY_SENDING: 'Sending…',
  JS_RECOVERY_SENT:
    'If the username or address belongs to one of our accounts, we have sent an e-mail with the link to choose a new password. The link is valid for 30 minutes.',
  JS_NEW_PASSWORD_INTRO: 'Choose the new password for the user {username}: at least {min} characters.',
  JS_NEW_PASSWORD: 'New password',
  JS_NEW_PASSWORD_CONFIRM: 'Repeat the new password',
  JS_NEW_PASSWORD_SUBMIT: 'Save the password',
  JS_NEW_PASSWORD_SAVING: 'Saving…',
  JS_NEW_PASSWORD_INVALID_LINK: 'The link is not valid: it expired, was already used or is incomplete.',
  JS_NEW_PASSWORD_ASK_AGAIN: 'Ask for a new link',
  JS_PASSWORD_CHANGED: 'Password changed: log in with the new password.',
  JS_REGISTRATION_LINK: 'Not a customer yet? Ask to register',
  JS_REGISTRATION_INTRO: 'Your workshop is not yet our customer? Send us its data: we will write to you once we have checked it.',
  JS_REGISTRATION_COMPANY: 'Company name',
  JS_REGISTRATION_VAT: 'VAT number',
  JS_REGISTRATION_SDI: 'SDI code or PEC',
  JS_REGISTRATION_ADDRESS: 'Company address',
  JS_REGISTRATION_CONTACT: 'Contact person',
  JS_REGISTRATION_EMAIL: 'E-mail',
  JS_REGISTRATION_PHONE: 'Phone',
  JS_REGISTRATION_SUBMIT: 'Send the request',
  JS_REGISTRATIONS_EMPTY: 'No registration requests.',
  JS_MAIL_WHEN_RECEIVED: 'Received on',
  JS_REGISTRATION_SENT: 'Request sent: we have e-mailed you a confirmation and will write once we have checked it.',
};

/** `t` of the login form and page: the shared texts and its own. */
export const t = translator<keyof Translations | LoginKey>({ ...shared, ...loginIt }, { en: loginEn });
