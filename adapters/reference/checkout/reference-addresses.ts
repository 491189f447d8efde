import type { z } from 'zod';
import { countryNameOf } from '../../../shared/shipping-countries.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { addressesPort, type Address } from '../../ports/addresses.ts';
import type { AddressesPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { defaultCustomerCaps, type CustomerCaps } from '../caps.ts';
import { IdempotencyKeys } from '../idempotency.ts';

type Input<K extends keyof typeof addressesPort> = z.output<(typeof addressesPort)[K]['input']>;
type Output<K extends keyof typeof addressesPort> = z.output<(typeof addressesPort)[K]['output']>;
type NewAddress = Input<'add'>['address'];

interface AddressRow {
  id: number;
  business: string;
  street: string;
  postalCode: string;
  city: string;
  stateProvinceRegion: string;
  country: string;
  isoCountryAlpha2: string;
  isDefault: number;
  editable: 0 | 1;
  saved: 0 | 1;
}

const COLUMNS = `id, business, street, postal_code AS postalCode, city, state_province_region AS stateProvinceRegion, country,
  iso_country_alpha2 AS isoCountryAlpha2, is_default AS isDefault, (fg_editable = 'Y') AS editable, (fg_memorize = 'Y') AS saved`;

const toAddress = ({ isDefault, editable, saved, ...row }: AddressRow): Address => ({
  ...row,
  default: isDefault === 1,
  editable: editable === 1,
  saved: saved === 1,
});
/** fg_memorize as the column keeps it. */
const memorizeFlag = (saved: boolean) => (saved ? 'Y' : 'N');

/** Customers' delivery addresses in customer_addresses; every statement filters on the actor's customer. */
export class ReferenceAddresses implements AddressesPort {
  private readonly db: Database;
  private readonly idempotency: IdempotencyKeys;
  private readonly sql: {
    list: Statement<[number, number, number], AddressRow>;
    count: Statement<[number, string], number>;
    oldestOneOff: Statement<[number], number>;
    remove: Statement<[number, number]>;
    get: Statement<[number, number], AddressRow>;
    insert: Statement<[number, string, string, string, string, string, string, string, string]>;
    update: Statement<[string, string, string, string, string, string, string, number, number]>;
  };

  private readonly cap: number;

  constructor(deps: { db: Database }, options: { caps?: Pick<CustomerCaps, 'addresses'> } = {}) {
    this.db = deps.db;
    this.cap = (options.caps ?? defaultCustomerCaps).addresses;
    this.idempotency = new IdempotencyKeys(this.db);
    this.sql = {
      list: this.db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = ? AND fg_memorize = 'Y'
        ORDER BY is_default DESC, id LIMIT ? OFFSET ?`),
      count: this.db
        .prepare<[number, string], number>('SELECT count(*) FROM customer_addresses WHERE customer_id = ? AND fg_memorize = ?')
        .pluck(),
      oldestOneOff: this.db
        .prepare<[number], number>(`SELECT id FROM customer_addresses WHERE customer_id = ? AND fg_memorize = 'N' ORDER BY id LIMIT 1`)
        .pluck(),
      remove: this.db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?'),
      get: this.db.prepare(`SELECT ${COLUMNS} FROM customer_addresses WHERE id = ? AND customer_id = ?`),
      insert: this.db.prepare(`INSERT INTO customer_addresses (customer_id, business, street, postal_code, city,
        state_province_region, country, iso_country_alpha2, is_default, fg_editable, fg_memorize) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 'Y', ?)`),
      update: this.db.prepare(`UPDATE customer_addresses SET business = ?, street = ?, postal_code = ?, city = ?,
        state_province_region = ?, country = ?, iso_country_alpha2 = ? WHERE id = ? AND customer_id = ?`),
    };
  }

  async list(input: Input<'list'>, ctx: Ctx): Promise<Output<'list'>> {
    const { customerId } = requireActor(ctx);
    const rows = this.sql.list.all(customerId, input.pageSize, (input.page - 1) * input.pageSize).map(toAddress);
    return { rows, total: this.sql.count.get(customerId, 'Y') ?? 0 };
  }

  async get(input: Input<'get'>, ctx: Ctx): Promise<Address> {
    return toAddress(this.own(requireActor(ctx), input.addressId));
  }

  async add(input: Input<'add'>, ctx: Ctx): Promise<Address> {
    const actor = requireActor(ctx);
    const { address } = input;
    const call = {
      scope: `addresses.add:${actor.customerId}`,
      key: ctx.idempotencyKey,
      request: address,
      result: addressesPort.add.output,
    };
    return this.db
      .transaction(() =>
        this.idempotency.once(call, () => {
          this.makeRoom(actor, address.saved);
          const fields = fieldsOf(address);
          const id = Number(this.sql.insert.run(actor.customerId, ...fields, memorizeFlag(address.saved)).lastInsertRowid);
          return toAddress(this.own(actor, id));
        }),
      )
      .immediate();
  }

  async update(input: Input<'update'>, ctx: Ctx): Promise<Address> {
    const actor = requireActor(ctx);
    return this.db
      .transaction(() => {
        const current = this.own(actor, input.addressId);
        if (current.editable === 0) throw fail('address-not-editable');
        this.sql.update.run(...fieldsOf(input.address), current.id, actor.customerId);
        return toAddress(this.own(actor, current.id));
      })
      .immediate();
  }

  async remove(input: Input<'remove'>, ctx: Ctx): Promise<Output<'remove'>> {
    const actor = requireActor(ctx);
    return this.db
      .transaction(() => {
        const current = this.own(actor, input.addressId);
        if (current.editable === 0) throw fail('address-not-removable');
        this.sql.remove.run(current.id, actor.customerId);
        return { removed: true as const };
      })
      .immediate();
  }

  /**
   * The addresses cap: a kept address past it is `conflict` (the customer deletes one they no longer use); an address
   * for one order never is, the oldest such address goes instead (the orders placed to it keep their own copy).
   */
  private makeRoom(actor: Actor, saved: boolean): void {
    if ((this.sql.count.get(actor.customerId, memorizeFlag(saved)) ?? 0) < this.cap) return;
    if (saved) throw fail('addresses-limit', { limit: this.cap });
    const oldest = this.sql.oldestOneOff.get(actor.customerId);
    if (oldest !== undefined) this.sql.remove.run(oldest, actor.customerId);
  }

  /** One of the actor's customer's addresses, read synchronously (orders reads it in its own transaction). */
  addressOf(actor: Actor, addressId: number): Address {
    return toAddress(this.own(actor, addressId));
  }

  private own(actor: Actor, addressId: number): AddressRow {
    const row = this.sql.get.get(addressId, actor.customerId);
    if (!row) throw fail('address-not-found');
    return row;
  }
}

/** The columns an address writes, in the statements' order; the country's name from its ISO code. */
function fieldsOf(address: NewAddress): [string, string, string, string, string, string, string] {
  const country = countryNameOf(address.isoCountryAlpha2) ?? address.isoCountryAlpha2;
  return [
    address.business,
    address.street,
    address.postalCode,
    address.city,
    address.stateProvinceRegion,
    country,
    address.isoCountryAlpha2,
  ];
}

export function requireActor(ctx: Ctx): Actor {
  if (!ctx.actor) throw fail('not-logged-in');
  return ctx.actor;
}
