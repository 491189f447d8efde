/** The limits of a cart's text fields, shared by the carts port, the BFF's forms and the cart page's inputs. */
export const CART_FIELD_LIMITS = { nomeOrdine: 80, noteOrdine: 1000, vin: 17, plate: 12, modello: 80, itemNote: 250, itemVehicle: 120 };

/** Most pieces one cart line (and one order line) may hold: every write path refuses a result above it. */
export const MAX_LINE_QUANTITY = 99_999;

/** Open carts the order selection table shows at first and asks list-carts for at a time. */
export const CARTS_PAGE_SIZE = 20;
/** Lines /cart shows a page: a 2,000-line cart stays usable (its totals are of every line). */
export const CART_LINES_PAGE_SIZE = 50;

export const isOverLineLimit = (quantity: number): boolean => quantity > MAX_LINE_QUANTITY;
