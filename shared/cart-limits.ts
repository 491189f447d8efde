/** The limits of a cart's text fields, shared by the carts port, the BFF's forms and the cart page's inputs. */
export const CART_FIELD_LIMITS = { nomeOrdine: 80, noteOrdine: 1000, vin: 17, plate: 12, modello: 80, itemNote: 250, itemVehicle: 120 };
