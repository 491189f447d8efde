import type { z } from 'zod';
import type { Clock } from '../../../shared/clock.ts';
import type { DeliveryPromise } from '../../../shared/contract/offer.ts';
import { ITALIAN_PROVINCE_CODES } from '../../../shared/italian-provinces.ts';
import { withoutDominated } from '../../../shared/dominated-options.ts';
import { countryNameOf } from '../../../shared/shipping-countries.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Cart } from '../../ports/carts.ts';
import type { checkoutPort } from '../../ports/checkout.ts';
import type { CheckoutPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import { dayOf, toLocal } from '../availability/calendar.ts';
import type { Destination } from '../availability/delivery-promise.ts';
import { ReferenceAvailability } from '../availability/reference-availability.ts';
import { ReferenceCarts } from '../carts/reference-carts.ts';
import { requireActor } from './reference-addresses.ts';

type Input<K extends keyof typeof checkoutPort> = z.output<(typeof checkoutPort)[K]['input']>;
type Output<K extends keyof typeof checkoutPort> = z.output<(typeof checkoutPort)[K]['output']>;
type Option = Output<'fulfilmentOptions'>[number];

interface OptionRow {
  id: string;
  kind: Option['kind'];
  label: string;
  description: string;
  priceCents: number;
  freeFromCents: number | null;
  urgent: number;
}

/**
 * Checkout's offer in the reference ERP: the fulfilment options of the destination's area (fulfilment_options of
 * migration 8: the own vans where the delivery zones say van, couriers elsewhere, international couriers abroad),
 * each priced on the cart's goods and promised with THE delivery planner of availability, for the cart's lines.
 */
export class ReferenceCheckout implements CheckoutPort {
  private readonly carts: ReferenceCarts;
  private readonly availability: ReferenceAvailability;
  private readonly sql: {
    options: Statement<[string], OptionRow>;
    destination: Statement<[number, number], Destination>;
    terms: Statement<[number], { code: string; label: string }>;
  };

  constructor(deps: { db: Database; clock: Clock }) {
    this.carts = new ReferenceCarts(deps);
    this.availability = new ReferenceAvailability(deps);
    this.sql = {
      options: deps.db.prepare(`SELECT id, kind, label, description, price_cents AS priceCents, free_from_cents AS freeFromCents,
        urgent FROM fulfilment_options WHERE area = ? ORDER BY position`),
      destination: deps.db.prepare(`SELECT iso_country_alpha2 AS country, state_province_region AS province FROM customer_addresses
        WHERE id = ? AND customer_id = ?`),
      terms: deps.db.prepare(`SELECT t.code, t.label FROM customer_payment_terms c JOIN payment_terms t ON t.code = c.terms_code
        WHERE c.customer_id = ?`),
    };
  }

  async fulfilmentOptions(input: Input<'fulfilmentOptions'>, ctx: Ctx): Promise<Option[]> {
    const actor = requireActor(ctx);
    const destination = this.destinationOf(actor, input);
    return this.optionsFor(destination, await this.carts.current({ cartId: input.cartId }, ctx));
  }

  /**
   * The options reaching `destination`, priced and promised for the cart (synchronous: orders reads them in its
   * transaction); with `onlyId`, just that one if it reaches the destination (placing an order promises one option).
   */
  optionsFor(destination: Destination, cart: Cart | null, onlyId?: string): Option[] {
    const lines = cart?.items ?? [];
    const goodsCents = cart?.netCents ?? 0;
    const rows = this.sql.options.all(this.availability.areaOf(destination)).filter((row) => onlyId === undefined || row.id === onlyId);
    const options = rows.map((row) => {
      const free = row.freeFromCents !== null && goodsCents >= row.freeFromCents;
      // A pick-up is promised at the serving warehouse's counter, not at the address.
      const collect = row.kind === 'pickup';
      const promises = this.availability.promisesTo(
        lines.map((line) => ({ productId: line.productId, quantity: line.quantity, urgent: row.urgent === 1 || line.travelsUrgent })),
        collect ? { ...destination, collect } : destination,
      );
      return {
        id: row.id,
        kind: row.kind,
        label: row.label,
        description: row.description,
        priceCents: free ? 0 : row.priceCents,
        delivery: lastOf(promises),
      };
    });
    // Priced first, then compared: a paid option is offered only where it reads sooner than every cheaper delivery.
    const sorted = options.sort((a, b) => a.priceCents - b.priceCents);
    return withoutDominated(withoutPointlessUrgent(sorted));
  }

  async paymentTerms(_input: Input<'paymentTerms'>, ctx: Ctx): Promise<Output<'paymentTerms'>> {
    return this.sql.terms.get(requireActor(ctx).customerId) ?? null;
  }

  /** A saved address of the customer's, or a place: Italy needs a province of the list, abroad a known country. */
  destinationOf(actor: Actor, input: Input<'fulfilmentOptions'>): Destination {
    if ('addressId' in input) {
      const saved = this.sql.destination.get(input.addressId, actor.customerId);
      if (!saved) throw fail('address-not-found');
      return saved;
    }
    const country = input.isoCountryAlpha2;
    if (!countryNameOf(country)) throw fail('country-unknown');
    if (country !== 'IT') return { country, province: input.stateProvinceRegion || null };
    const province = input.stateProvinceRegion.toUpperCase();
    if (!ITALIAN_PROVINCE_CODES.has(province)) throw fail('province-unknown');
    return { country, province };
  }
}

/**
 * The urgent courier only where it brings the goods on an earlier day than the standard courier: after its cut-off
 * it would promise the standard courier's day at twice the price.
 */
function withoutPointlessUrgent(options: Option[]): Option[] {
  const romeDay = (promise: DeliveryPromise) => dayOf(toLocal(new Date(promise.arrivesBy)));
  const standard = options.find((option) => option.kind === 'courier')?.delivery;
  if (!standard) return options;
  return options.filter((option) => option.kind !== 'express' || !option.delivery || romeDay(option.delivery) < romeDay(standard));
}

/** The promise of a whole order: its last piece's (null for no lines). */
export function lastOf(promises: DeliveryPromise[]): DeliveryPromise | null {
  return promises.reduce<DeliveryPromise | null>(
    (last, promise) => (!last || Date.parse(promise.arrivesBy) > Date.parse(last.arrivesBy) ? promise : last),
    null,
  );
}
