import { join } from 'node:path';
import { openDatabase, type Database } from '../../shared/sqlite.ts';
import type { ConformanceFixture } from '../conformance/fixture.ts';
import { accountsPort } from '../ports/accounts.ts';
import { cartsPort } from '../ports/carts.ts';
import { cataloguePort } from '../ports/catalogue.ts';
import type { Ports } from '../ports/index.ts';
import { validated } from '../ports/validated.ts';
import { ReferenceAccounts } from './accounts.ts';
import { ReferenceCarts } from './carts.ts';
import { ReferenceCatalogue } from './catalogue.ts';
import { referenceFixture } from './fixture.ts';
import { migrations } from './migrations/index.ts';
import { DEFAULT_PRODUCTS, seedDatabase, upgradeDemoData } from './seed/index.ts';

export type { ConformanceFixture } from '../conformance/fixture.ts';
export { DEMO_ACCOUNTS } from './seed/index.ts';

export const REFERENCE_FILE = 'reference.sqlite';

export interface ReferenceOptions {
  dataDir: string;
  /** Products the demo generator creates when the database is new (default 50,000, at most 1,000,000). */
  seedProducts?: number;
  logger?: { info(obj: object, msg?: string): void };
}

export interface Reference {
  ports: Ports;
  db: Database;
  close(): void;
  fixture: ConformanceFixture;
}

/**
 * Opens `${dataDir}/reference.sqlite` (creating and migrating it, seeding it on first open, adding a newer
 * generator's demo data to it) and returns the reference implementations of every port, each wrapped so its input
 * is parsed by the port's schema.
 */
export function openReference(options: ReferenceOptions): Reference {
  const db = openDatabase(join(options.dataDir, REFERENCE_FILE), migrations);
  try {
    const products = options.seedProducts ?? DEFAULT_PRODUCTS;
    const report = seedDatabase(db, { products, onlyIfUnseeded: true });
    if (report) {
      options.logger?.info({ ...report }, `Reference database seeded with demo data in ${report.durationMs} ms`);
    } else if (options.seedProducts !== undefined) {
      const state = db.prepare<[], { products: number }>('SELECT products FROM seed_state WHERE id = 1').get();
      if (state && state.products !== products) {
        options.logger?.info({ existing: state.products, requested: products },
          'Reference database already holds demo data of another size; the size applies only to a new database');
      }
    }
    const upgrade = upgradeDemoData(db);
    if (upgrade) {
      options.logger?.info({ ...upgrade }, `Reference demo data upgraded to generator version ${upgrade.to} in ${upgrade.durationMs} ms`);
    }
    const deps = { db };
    const ports: Ports = {
      accounts: validated(accountsPort, new ReferenceAccounts(deps)),
      catalogue: validated(cataloguePort, new ReferenceCatalogue(deps)),
      carts: validated(cartsPort, new ReferenceCarts(deps)),
    };
    return {
      ports,
      db,
      fixture: referenceFixture(db),
      close: () => {
        if (db.open) db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
