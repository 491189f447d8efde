/** The session cookie's name (signed, HttpOnly, ends with the browser): the BFF sets it, the cookie notice lists it. */
export const SESSION_COOKIE = 'sid';
