import { z } from 'zod';
import { CART_FIELD_LIMITS } from './cart-limits.ts';
import { fieldLabels } from './i18n/field-texts.ts';
import { fieldError } from './issue-text.ts';

/** A VIN's alphabet: letters and digits without I, O and Q (either case: the cart keeps it in upper case). */
const VIN_ALPHABET = /^[A-HJ-NPR-Z0-9]*$/i;

const tooLong = (field: 'nomeOrdine' | 'noteOrdine' | 'plate' | 'modello') =>
  fieldError('JS_FIELD_TOO_LONG', { label: fieldLabels[field] ?? field, max: CART_FIELD_LIMITS[field] });
const text = (field: 'nomeOrdine' | 'noteOrdine' | 'plate' | 'modello') => z.string().trim().max(CART_FIELD_LIMITS[field], tooLong(field));
const vinError = fieldError('JS_FIELD_VIN_INVALID', { label: fieldLabels.vin ?? 'VIN', max: CART_FIELD_LIMITS.vin });

/**
 * The cart header's text fields as its order-data form sends them (trimmed, within CART_FIELD_LIMITS), each failed
 * check saying the field's label and what is expected: the BFF's forms and the carts port check with these.
 */
export const cartFieldChecks = {
  nomeOrdine: text('nomeOrdine'),
  noteOrdine: text('noteOrdine'),
  vin: z.string().trim().max(CART_FIELD_LIMITS.vin, vinError).regex(VIN_ALPHABET, vinError),
  plate: text('plate'),
  modello: text('modello'),
};
