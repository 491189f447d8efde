import type { Database } from '../../../shared/sqlite.ts';
import { hashPassword } from '../password.ts';
import { AGENTS, CITIES, COMPANY_PATTERNS, FIRST_NAMES, LEGAL_FORMS, SURNAMES } from './people-data.ts';
import type { Rng } from './prng.ts';

/** Accounts a newcomer (and the conformance suites) can log in with. */
export const DEMO_ACCOUNTS = {
  customer: { username: 'demo', password: 'demo', companyName: 'Autoricambi Demo S.r.l.', customerCode: 'C000001' },
  otherCustomer: { username: 'demo2', password: 'demo2', companyName: 'Officina Meccanica Rossi S.n.c.', customerCode: 'C000002' },
  staff: { username: 'staff', password: 'staff', companyName: 'Ricambi Italia S.p.A. - Sede', customerCode: 'INT0001' },
} as const;

const CUSTOMER_COUNT = 240;

/** Italian VAT number: 7-digit serial, 3-digit office code, Luhn-style check digit. */
export function partitaIva(rng: Rng): string {
  const body = rng.digits(7) + String(rng.int(1, 100)).padStart(3, '0');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export function seedCustomers(db: Database, rng: Rng): { customers: number; users: number } {
  const insertCustomer = db.prepare(`INSERT INTO customers (id, cdclie_m, company_name, vat_identification_number, city,
    state_province_region, dsagen) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertUser = db.prepare('INSERT INTO users (id, username, password_hash, roles, customer_id) VALUES (?, ?, ?, ?, ?)');
  const usernames = new Set<string>();
  let userId = 0;
  const addUser = (username: string, password: string | null, roles: string[], customerId: number) => {
    usernames.add(username);
    insertUser.run(++userId, username, password === null ? null : hashPassword(password), JSON.stringify(roles), customerId);
  };
  const personName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
  const uniqueUsername = (first: string, last: string) => {
    const base = `${ascii(first)}.${ascii(last)}`;
    let name = base;
    for (let n = 2; usernames.has(name); n++) name = `${base}${n}`;
    return name;
  };

  const { customer, otherCustomer, staff } = DEMO_ACCOUNTS;
  insertCustomer.run(1, customer.customerCode, customer.companyName, partitaIva(rng), 'Treviso', 'TV', AGENTS[0]);
  addUser(customer.username, customer.password, ['customer'], 1);
  addUser('demo.magazzino', null, ['customer'], 1);
  insertCustomer.run(2, otherCustomer.customerCode, otherCustomer.companyName, partitaIva(rng), 'Milano', 'MI', AGENTS[1]);
  addUser(otherCustomer.username, otherCustomer.password, ['customer'], 2);

  for (let id = 3; id <= CUSTOMER_COUNT; id++) {
    const [city, province] = rng.pick(CITIES);
    const surname = rng.pick(SURNAMES);
    const fill = (s: string) =>
      s.replace('{S2}', rng.pick(SURNAMES)).replace('{S}', surname).replace('{N}', rng.pick(FIRST_NAMES)).replace('{C}', city);
    const name = `${fill(rng.pick(COMPANY_PATTERNS))} ${fill(rng.weighted(LEGAL_FORMS))}`;
    insertCustomer.run(id, `C${String(id).padStart(6, '0')}`, name, partitaIva(rng), city, province, rng.pick(AGENTS));
    const users = rng.chance(0.4) ? 2 : 1;
    for (let u = 0; u < users; u++) {
      const person = u === 0 && name.includes(surname) ? `${rng.pick(FIRST_NAMES)} ${surname}` : personName();
      const space = person.indexOf(' ');
      addUser(uniqueUsername(person.slice(0, space), person.slice(space + 1)), null, ['customer'], id);
    }
  }

  const staffCustomerId = CUSTOMER_COUNT + 1;
  insertCustomer.run(staffCustomerId, staff.customerCode, staff.companyName, partitaIva(rng), 'Treviso', 'TV', 'Ufficio commerciale');
  addUser(staff.username, staff.password, ['staff', 'switch_user'], staffCustomerId);
  return { customers: staffCustomerId, users: userId };
}
