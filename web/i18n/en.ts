import type { Translations } from './it.ts';

/** English texts, checked against the Italian keys by the type. */
export const en: Translations = {
  JS_GENERIC_ERROR: 'An error occurred while processing your request.',
  JS_ERROR_VALIDATION: 'The data sent is not valid.',
  JS_ERROR_NOT_FOUND: 'The requested resource does not exist.',
  JS_ERROR_CONFLICT: 'This page is out of date: reload it and try again.',
  JS_ERROR_FORBIDDEN: 'You are not allowed to do this.',
  JS_ERROR_UNAUTHENTICATED: 'Session expired: please log in again.',
  JS_ERROR_CSRF: 'Invalid request: reload the page and try again.',
  JS_ERROR_UPSTREAM: 'The service is not available right now. Please try again shortly.',
  JS_ERROR_TIMEOUT: 'The service did not answer in time. Please try again shortly.',
  JS_ERROR_BODY_TOO_LARGE: 'The request is too large.',
  JS_LOGIN_FAILED: 'Invalid username or password.',
  JS_LOGIN_MISSING_FIELDS: 'Enter username and password.',
  JS_LOGIN_TOO_MANY: 'Too many failed login attempts. Try again in 15 minutes.',
  JS_LOGIN_BAD_ORIGIN: 'Login request from a disallowed origin.',
  JS_WARNING: 'WARNING',
  JS_UNKNOWN_ERROR: 'Unknown error',
  JS_CART_UPDATED: 'Cart updated',
};
