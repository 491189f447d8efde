import { it as shared, type Translations } from './it.ts';
import { translator } from './translate.ts';

/** The texts of the login form and page: they load with the screens that show it, not with the first bundle. */
export const loginIt = {
  JS_USERNAME: 'Nome utente',
  JS_PASSWORD: 'Password',
  JS_LOGIN_SUBMIT: 'Accedi',
  JS_LOGIN_SUBMITTING: 'Accesso in corso…',
  JS_LOGIN_ALREADY: 'Hai già effettuato l’accesso come {username}.',
} as const;

export type LoginKey = keyof typeof loginIt;

/** @public English texts, checked against the Italian keys: no screen reads them until the shop speaks English. */
export const loginEn: Record<LoginKey, string> = {
  JS_USERNAME: 'Username',
  JS_PASSWORD: 'Password',
  JS_LOGIN_SUBMIT: 'Log in',
  JS_LOGIN_SUBMITTING: 'Logging in…',
  JS_LOGIN_ALREADY: 'You are already logged in as {username}.',
};

/** `t` of the login form and page: the shared texts and its own. */
export const t = translator<keyof Translations | LoginKey>({ ...shared, ...loginIt });
