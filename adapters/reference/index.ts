import { join } from 'node:path';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { openDatabase, type Database } from '../../shared/sqlite.ts';
import type { ConformanceFixture } from '../conformance/fixture.ts';
import { mapPorts, validatePorts, type PortImpls, type PortName, type Ports } from '../ports/index.ts';
import type { AdapterPage } from '../adapter-pages.ts';
import { ReferenceCatalogue } from './catalogue/index.ts';
import { referenceFixture } from './fixture.ts';
import { referenceImplementations } from './implementations.ts';
import { migrations } from './migrations/index.ts';
import { referenceOptionsSchema, type ReferenceOptionsInput } from './options.ts';
import { ReferenceMail } from './mail/reference-mail.ts';
import { ReferencePayments } from './payments/reference-payments.ts';
import { testProviderPage } from './payments/test-provider-page.ts';
import { partsFramePage } from './parts-lookup/frame-page.ts';
import { seedDatabase, upgradeDemoData } from './seed/index.ts';

export type { ConformanceFixture } from '../conformance/fixture.ts';

export const REFERENCE_FILE = 'reference.sqlite';

export interface ReferenceDependencies {
  logger?: { info(obj: object, msg?: string): void };
  /** "Now" for delivery promises; the system clock by default. */
  clock?: Clock;
}

export interface Reference {
  /** Every port, its input parsed by the port's schema. */
  ports: Ports;
  /** The same implementations unwrapped (tests wrap them again with output checks). */
  implementations: PortImpls;
  /**
   * The test payment provider's hosted page and the parts-catalogue provider's frame page, each served on the shop's
   * origin while this adapter answers that port.
   */
  pages: { payments: AdapterPage; partsLookup: AdapterPage };
  db: Database;
  close(): void;
  fixture: ConformanceFixture;
  /** The customer's approval on the test provider's page, for the conformance suites and tests. */
  customerAtProvider: { approve(providerRef: string): Promise<void> };
}

/**
 * Opens `${dataDir}/reference.sqlite` (creating and migrating it, seeding it on first open, adding a newer
 * generator's demo data to it) and returns the reference implementations of every port, each wrapped so its input
 * is parsed by the port's schema.
 */
export function openReference(input: ReferenceOptionsInput, deps: ReferenceDependencies = {}): Reference {
  const options = referenceOptionsSchema.parse(input);
  const db = openDatabase(join(options.dataDir, REFERENCE_FILE), migrations);
  try {
    const products = options.seedProducts;
    const report = seedDatabase(db, { products, onlyIfUnseeded: true });
    if (report) {
      deps.logger?.info({ ...report }, `Reference database seeded with demo data in ${report.durationMs} ms`);
    } else if (input.seedProducts !== undefined) {
      const state = db.prepare<[], { products: number }>('SELECT products FROM seed_state WHERE id = 1').get();
      if (state && state.products !== products) {
        deps.logger?.info(
          { existing: state.products, requested: products },
          'Reference database already holds demo data of another size; the size applies only to a new database',
        );
      }
    }
    const upgrade = upgradeDemoData(db);
    if (upgrade) {
      deps.logger?.info({ ...upgrade }, `Reference demo data upgraded to generator version ${upgrade.to} in ${upgrade.durationMs} ms`);
    }
    const implementations = mapPorts<PortImpls>(
      (name) =>
        referenceImplementations[name](
          { db, clock: deps.clock ?? systemClock, ...(deps.logger ? { logger: deps.logger } : {}) },
          options,
        ) as PortImpls[PortName],
    );
    const ports = validatePorts(implementations);
    const payments = implementations.payments;
    if (!(payments instanceof ReferencePayments)) throw new Error('The reference payments implementation serves its own page');
    const mail = implementations.mail;
    let fixture: ConformanceFixture | undefined;
    return {
      ports,
      implementations,
      pages: { payments: testProviderPage(payments), partsLookup: partsFramePage() },
      db,
      // Read from the demo data when a test first asks: a small demo (SEED_PRODUCTS=200) may lack what it needs.
      get fixture() {
        return (fixture ??= referenceFixture(db));
      },
      customerAtProvider: {
        approve: async (providerRef) => {
          payments.decide(providerRef, 'approved');
        },
      },
      close: () => {
        // The sender first: what it was sending stays claimed in the outbox and is sent again after the next start.
        if (mail instanceof ReferenceMail) mail.close();
        const catalogue = implementations.catalogue;
        if (catalogue instanceof ReferenceCatalogue) void catalogue.stopWorker();
        if (db.open) db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
