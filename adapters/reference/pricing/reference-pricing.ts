import type { z } from 'zod';
import type { PriceQuote } from '../../../shared/contract/offer.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { PricingPort } from '../../ports/index.ts';
import type { Ctx } from '../../ports/op.ts';
import { fail } from '../../ports/reasons.ts';
import type { pricingPort } from '../../ports/pricing.ts';
import { customerNetCentsSql } from './customer-net-price.ts';

type Input<K extends keyof typeof pricingPort> = z.output<(typeof pricingPort)[K]['input']>;

/** Prices over the reference database: one statement per page of products, in the order of the ids. */
export class ReferencePricing implements PricingPort {
  private readonly quotes: Statement<[{ ids: string; customerId: number }], PriceQuote>;

  constructor(deps: { db: Database }) {
    this.quotes = deps.db.prepare(`SELECT p.id AS productId, p.list_cents AS listCents,
      ${customerNetCentsSql('p', '@customerId')} AS netCents, ${customerNetCentsSql('p', '@customerId', '1')} AS urgentNetCents
      FROM json_each(@ids) j JOIN products p ON p.id = j.value ORDER BY j.key`);
  }

  async prices(input: Input<'prices'>, ctx: Ctx): Promise<PriceQuote[]> {
    if (!ctx.actor) throw fail('not-logged-in');
    return this.quotes.all({ ids: JSON.stringify(input.productIds), customerId: ctx.actor.customerId });
  }
}
