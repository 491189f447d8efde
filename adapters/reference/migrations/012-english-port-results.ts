import type { Migration } from '../../../shared/sqlite.ts';

/**
 * The carts and addresses ports now answer English names (cartId, orderName, urgent: boolean…): a result stored
 * for an idempotency key before that has the old shape and could not be replayed. Keys exist for a retry within
 * moments, so the old results of those operations are dropped; a retry of one runs the call again.
 */
export const englishPortResults: Migration = {
  version: 12,
  name: 'english port results',
  up: /* sql */ `
    DELETE FROM idempotency_keys WHERE scope LIKE 'carts.%' OR scope LIKE 'addresses.%';
  `,
};
