import type { Migration } from '../../../shared/sqlite.ts';

/** Registration requests of workshops that are not yet customers (accounts.requestRegistration). Numbered 16. */
export const registrationRequests: Migration = {
  version: 18,
  name: 'registration requests',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS registration_requests (
      id INTEGER PRIMARY KEY,
      company_name TEXT NOT NULL,
      vat_number TEXT NOT NULL,
      sdi_or_pec TEXT NOT NULL,
      address TEXT NOT NULL,
      contact_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
