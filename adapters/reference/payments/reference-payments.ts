import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { PaymentsPort } from '../../ports/index.ts';
import type { Ctx } from '../../ports/op.ts';
import { type paymentsPort } from '../../ports/payments.ts';
import { fail } from '../../ports/reasons.ts';
import { IdempotencyKeys } from '../idempotency.ts';

type Input<K extends keyof typeof paymentsPort> = z.output<(typeof paymentsPort)[K]['input']>;
type Output<K extends keyof typeof paymentsPort> = z.output<(typeof paymentsPort)[K]['output']>;

/** Where the test provider serves its own payment page, on the origin of the shop's return URL. */
export const TEST_PROVIDER_PATH = '/pagamento-di-prova';

/** What the customer can do on the test provider's page. */
export type TestDecision = 'approved' | 'declined' | 'abandoned';

export interface TestPayment {
  providerRef: string;
  orderId: number;
  orderNumber: string;
  amountCents: number;
  method: 'card' | 'wallet';
  returnUrl: string;
  status: Output<'confirm'>['status'];
}

const started = z.object({ providerRef: z.string() });

/**
 * The reference payment provider: a test provider that keeps its book in `test_payments` and serves its own hosted
 * page (test-provider-page.ts) where the customer approves, declines or abandons; no card data ever reaches it
 * either. A real provider (an http adapter) answers the same operations.
 */
export class ReferencePayments implements PaymentsPort {
  private readonly db: Database;
  private readonly idempotency: IdempotencyKeys;
  private readonly sql: {
    insert: Statement<[string, number, string, number, string, string, string]>;
    get: Statement<[string], TestPayment>;
    decide: Statement<[string, string, string]>;
    void: Statement<[string, string]>;
    refund: Statement<[string, string]>;
  };

  constructor(deps: { db: Database }) {
    this.db = deps.db;
    this.idempotency = new IdempotencyKeys(this.db);
    this.sql = {
      insert: this.db.prepare(`INSERT INTO test_payments (provider_ref, order_id, order_number, amount_cents, method, return_url,
        created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
      get: this.db.prepare(`SELECT provider_ref AS providerRef, order_id AS orderId, order_number AS orderNumber,
        amount_cents AS amountCents, method, return_url AS returnUrl, status FROM test_payments WHERE provider_ref = ?`),
      decide: this.db.prepare(`UPDATE test_payments SET status = ?, decided_at = ? WHERE provider_ref = ? AND status = 'pending'`),
      void: this.db.prepare(`UPDATE test_payments SET status = 'voided', decided_at = ? WHERE provider_ref = ? AND status = 'pending'`),
      refund: this.db.prepare(
        `UPDATE test_payments SET status = 'refunded', refunded_at = ? WHERE provider_ref = ? AND status = 'approved'`,
      ),
    };
  }

  async start(input: Input<'start'>, ctx: Ctx): Promise<Output<'start'>> {
    // A retry is the same payment whatever host it came back through: the return URL is not part of what is compared.
    const { orderId, amountCents, method } = input;
    const call = {
      scope: `payments.start:${orderId}`,
      key: ctx.idempotencyKey,
      request: { orderId, amountCents, method },
      result: started,
    };
    const { providerRef } = this.db
      .transaction(() =>
        this.idempotency.once(call, () => {
          // Unguessable: the reference is all the provider's page asks for.
          const ref = `tp_${randomBytes(16).toString('hex')}`;
          this.sql.insert.run(ref, orderId, input.orderNumber, amountCents, method, input.returnUrl, new Date().toISOString());
          return { providerRef: ref };
        }),
      )
      .immediate();
    return { providerRef, redirectUrl: new URL(`${TEST_PROVIDER_PATH}/${providerRef}`, input.returnUrl).toString() };
  }

  async confirm(input: Input<'confirm'>): Promise<Output<'confirm'>> {
    return answer(this.payment(input.providerRef));
  }

  async void(input: Input<'void'>): Promise<Output<'void'>> {
    const payment = this.db
      .transaction(() => {
        this.sql.void.run(new Date().toISOString(), input.providerRef);
        return this.payment(input.providerRef);
      })
      .immediate();
    return answer(payment);
  }

  async refund(input: Input<'refund'>): Promise<Output<'refund'>> {
    const payment = this.db
      .transaction(() => {
        this.sql.refund.run(new Date().toISOString(), input.providerRef);
        const now = this.payment(input.providerRef);
        if (now.status !== 'refunded') throw fail('nothing-to-refund');
        return now;
      })
      .immediate();
    return answer(payment);
  }

  /** A payment as the provider's page shows it; `not_found` for an unknown reference. */
  payment(providerRef: string): TestPayment {
    const payment = this.sql.get.get(providerRef);
    if (!payment) throw fail('payment-not-found');
    return payment;
  }

  /**
   * What the customer chose on the provider's page. Final: a payment already decided (or voided by the shop) keeps
   * its first outcome (a second tab or a back button cannot turn a decline into an approval, nor approve a payment the
   * shop voided). Answers where the customer goes back to.
   */
  decide(providerRef: string, decision: TestDecision): string {
    const payment = this.payment(providerRef);
    this.sql.decide.run(decision, new Date().toISOString(), providerRef);
    const back = new URL(payment.returnUrl);
    back.searchParams.set('providerRef', providerRef);
    return back.toString();
  }
}

function answer({ providerRef, orderId, amountCents, status }: TestPayment): Output<'confirm'> {
  return { providerRef, orderId, amountCents, status };
}
