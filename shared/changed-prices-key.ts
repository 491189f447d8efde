/**
 * SPEC §7's call for the menu badge's total of changed prices: the route's path, and the key the server renders its
 * answer under in a page's data (the SPA reads it from there). A module of its own: the first bundle imports it.
 */
export const CHANGED_PRICES_KEY = '/richiesta-listino-netto/prezzi-variati';
