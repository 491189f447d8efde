import type { Migration } from '../../../shared/sqlite.ts';

/**
 * The urgent courier's description named a delivery time (10:30) of its own, unlike the promise's (10:00 from most
 * warehouses, 12:00 from Naples): the time is the promise's alone, so there is one time everywhere.
 */
export const urgentCourierText: Migration = {
  version: 13,
  name: 'urgent courier text',
  up: /* sql */ `
    UPDATE fulfilment_options SET description = 'Corriere urgente, consegna in mattinata all’ora promessa.' WHERE id = 'EXPRESS';
  `,
};
