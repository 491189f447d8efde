/**
 * The module of the header's logged-in pieces (web/layout/signed-in-pieces.tsx loads it), preloaded with every page
 * the server renders for a session, so the browser fetches it with the app instead of after it.
 */
export const signedInHeaderFile = 'layout/signed-in-header.ts';
