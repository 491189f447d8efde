import { z } from 'zod';
import type { Database } from '../../shared/sqlite.ts';
import type { Ctx } from '../ports/op.ts';
import { fail, failWithDetail } from '../ports/reasons.ts';

/**
 * The reference's test switch for the web-service flag (docs/configuration.md, REFERENCE_WS_FLAG_*): customers,
 * by code, for whom the ERP holds no such setting (SPEC's NO) or whose save fails (SPEC's error), so journeys and
 * integrators can see the three outcomes of the account area's toggle.
 */
export const webServiceFlagOptionsSchema = z.object({
  missingFor: z.array(z.string().min(1)).default([]),
  failingFor: z.array(z.string().min(1)).default([]),
});
export type WebServiceFlagOptions = z.output<typeof webServiceFlagOptionsSchema>;

/** The customer's fgWS column (S/N), read and written for the actor's customer. */
export class WebServiceFlags {
  private readonly sql;

  constructor(
    db: Database,
    private readonly options: WebServiceFlagOptions,
  ) {
    this.sql = {
      get: db.prepare<[number], { code: string; fgWs: string }>('SELECT cdclie_m AS code, fg_ws AS fgWs FROM customers WHERE id = ?'),
      set: db.prepare<[string, number]>('UPDATE customers SET fg_ws = ? WHERE id = ?'),
    };
  }

  get(ctx: Ctx): { enabled: boolean } {
    return { enabled: this.customer(ctx).fgWs === 'S' };
  }

  set(enabled: boolean, ctx: Ctx): { enabled: boolean } {
    const customer = this.customer(ctx);
    if (this.options.failingFor.includes(customer.code)) {
      throw failWithDetail('upstream-busy', 'the reference fails this save on purpose (webServiceFlag.failingFor)');
    }
    this.sql.set.run(enabled ? 'S' : 'N', ctx.actor?.customerId ?? 0);
    return { enabled };
  }

  private customer(ctx: Ctx): { code: string; fgWs: string } {
    if (!ctx.actor) throw fail('not-logged-in');
    const row = this.sql.get.get(ctx.actor.customerId);
    if (!row || this.options.missingFor.includes(row.code)) throw fail('web-service-setting-missing');
    return row;
  }
}
