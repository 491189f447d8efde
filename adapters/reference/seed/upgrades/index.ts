import type { Database } from '../../../../shared/sqlite.ts';
import { Rng } from '../prng.ts';
import { productRelations } from './003-product-relations.ts';
import { offersData } from './004-offers.ts';
import { productPageData } from './005-product-page.ts';
import { checkoutData } from './006-checkout.ts';
import { vehiclePlatesData } from './007-vehicle-plates.ts';
import { configuratorsData } from './008-configurators.ts';
import { otherBrandEquivalentsData } from './009-other-brand-equivalents.ts';
import { competitorCodesData } from './010-competitor-codes.ts';
import { accountEmailsData } from './011-account-emails.ts';
import { priceChangesData } from './012-price-changes.ts';
import { completeVehiclesData } from './013-complete-vehicles.ts';
import { fittingEquivalentsData } from './014-fitting-equivalents.ts';
import { fittingAlternativesData } from './015-fitting-alternatives.ts';

/** What an upgrade is given besides the database: its own stream of the database's seed, and the time it runs at. */
export interface UpgradeContext {
  rng: Rng;
  /** Dated demo data (supplier orders on the way) is dated from here. */
  now: Date;
}

/**
 * New demo data for a database the generator has already filled. It adds rows and never changes or deletes those
 * carts and orders may point at (it may replace derived rows nothing points at: cross-references, product relations),
 * and reads only demo data, never what users wrote, so an upgraded database holds the same demo data as one seeded
 * fresh.
 */
export interface DataUpgrade {
  /** The generator version this upgrade brings a database to; one more than the previous one. */
  version: number;
  name: string;
  /** The tables it fills (children first), emptied when the generator seeds from scratch. */
  tables: readonly string[];
  apply(db: Database, context: UpgradeContext): void;
}

/** The version of the data the base generator (../index.ts) writes; everything later is an upgrade. */
export const BASE_GENERATOR_VERSION = 2;

/** Every data upgrade, oldest first. Append one to add demo data; never change a released one. */
export const DATA_UPGRADES: readonly DataUpgrade[] = checked([
  productRelations,
  offersData,
  productPageData,
  checkoutData,
  vehiclePlatesData,
  configuratorsData,
  otherBrandEquivalentsData,
  competitorCodesData,
  accountEmailsData,
  priceChangesData,
  completeVehiclesData,
  fittingEquivalentsData,
  fittingAlternativesData,
]);

/** The version a fresh seed records and an upgraded database reaches; template caches key on it. */
export const GENERATOR_VERSION = DATA_UPGRADES.at(-1)?.version ?? BASE_GENERATOR_VERSION;

/**
 * Applies, in order, the upgrades above `fromVersion`; returns their names. Each draws from its own fork of the
 * database's seed, so the data does not depend on which upgrades ran in the same process before it.
 * Runs inside the caller's transaction.
 */
export function applyUpgrades(db: Database, seed: number, fromVersion: number, now = new Date()): string[] {
  const pending = DATA_UPGRADES.filter((upgrade) => upgrade.version > fromVersion);
  for (const upgrade of pending) upgrade.apply(db, { rng: new Rng(seed).fork(`upgrade ${upgrade.version}`), now });
  return pending.map((upgrade) => `${upgrade.version} ${upgrade.name}`);
}

function checked(upgrades: DataUpgrade[]): DataUpgrade[] {
  upgrades.forEach((upgrade, index) => {
    if (upgrade.version !== BASE_GENERATOR_VERSION + index + 1) {
      throw new Error(`Data upgrade "${upgrade.name}" has version ${upgrade.version}, expected ${BASE_GENERATOR_VERSION + index + 1}`);
    }
  });
  return upgrades;
}
