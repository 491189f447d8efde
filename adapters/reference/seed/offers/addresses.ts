import type { Database } from '../../../../shared/sqlite.ts';
import { POSTAL_CODES, STREET_KINDS, STREET_NAMES } from '../addresses-data.ts';
import { CITIES } from '../people-data.ts';
import type { Rng } from '../prng.ts';
import { REGIONS } from '../../../../shared/italian-provinces.ts';

/** Customers with a second address in a chosen city (the demo accounts: one a courier serves, see logistics-data). */
const SECOND_CITY: Readonly<Record<number, string>> = { 1: 'Verona', 2: 'Bergamo' };
/** Share of the other customers with a second address (a branch in their region). */
const SECOND_ADDRESS = 0.3;

const regionOf = new Map(REGIONS.flatMap(([region, provinces]) => provinces.map(([code]) => [code, region] as const)));

/**
 * Every customer's default address (SPEC §3 Address) in their city, as the ERP's registry has it (not editable
 * from the shop), and for some a second one, a branch in another city of their region, that they may edit.
 */
export function seedAddresses(db: Database, rng: Rng): number {
  const customers = db
    .prepare<[], { id: number; company: string; city: string; province: string }>(
      'SELECT id, company_name AS company, city, state_province_region AS province FROM customers ORDER BY id',
    )
    .all();
  const insert = db.prepare(`INSERT INTO customer_addresses (customer_id, business, street, postal_code, city, state_province_region,
    country, iso_country_alpha2, is_default, fg_editable, fg_memorize) VALUES (?, ?, ?, ?, ?, ?, 'Italia', 'IT', ?, ?, 'Y')`);
  const street = () => `${rng.pick(STREET_KINDS)} ${rng.pick(STREET_NAMES)}, ${rng.int(1, 180)}`;
  let written = 0;
  for (const customer of customers) {
    insert.run(customer.id, customer.company, street(), POSTAL_CODES[customer.city] ?? '', customer.city, customer.province, 1, 'N');
    written++;
    const branch = branchCity(customer, rng);
    if (!branch) continue;
    const [city, province] = branch;
    insert.run(customer.id, `${customer.company} - Filiale di ${city}`, street(), POSTAL_CODES[city] ?? '', city, province, 0, 'Y');
    written++;
  }
  return written;
}

function branchCity(customer: { id: number; city: string; province: string }, rng: Rng): readonly [string, string] | null {
  const chosen = SECOND_CITY[customer.id];
  if (chosen !== undefined) return CITIES.find(([city]) => city === chosen) ?? null;
  if (!rng.chance(SECOND_ADDRESS)) return null;
  const region = regionOf.get(customer.province);
  const others = CITIES.filter(([city, province]) => city !== customer.city && regionOf.get(province) === region);
  return others.length > 0 ? rng.pick(others) : null;
}
