import type { PricesView } from './catalogue.ts';
import type { ForbiddenPage } from './pages.ts';

// Runtime checks of contract shapes for the SPA, kept apart from the zod schemas so the browser bundle stays
// free of zod: web/ imports the schema files for their types only.

/** True when the product (or promo product) carries the customer's prices. */
export function hasPrices<T extends object>(item: T): item is T & PricesView {
  return 'netCents' in item && 'listCents' in item;
}

/** True for the page data of a page the visitor may not see. */
export function isForbiddenPage(data: unknown): data is ForbiddenPage {
  return typeof data === 'object' && data !== null && (data as { forbidden?: unknown }).forbidden === true;
}
