/**
 * The device cookie (issue 43, OWASP's "device cookies"): set at each login, it lets its browser past the login
 * throttle's lockouts of strangers. The BFF sets it (bff/lib/login/device-cookie.ts), the cookie notice lists it.
 */
export const DEVICE_COOKIE = 'dispositivo';
/** It lasts about a year from the last login, and outlives logout. */
export const DEVICE_COOKIE_DAYS = 365;
