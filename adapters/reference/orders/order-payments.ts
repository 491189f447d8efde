import type { OrderPayment, OrderPaymentState } from '../../../shared/contract/checkout.ts';
import type { Database } from '../../../shared/sqlite.ts';
import { fail } from '../../ports/reasons.ts';

type ProviderOutcome = 'approved' | 'declined' | 'abandoned' | 'voided';
/** States that hold the customer's money (now or before its refund): an approval of them is already recorded. */
const TOOK_MONEY: ReadonlySet<OrderPaymentState> = new Set(['approved', 'duplicate', 'refunded']);

/**
 * The reference ERP's payment journal of its orders (`order_payments`): every payment the shop opened at the provider,
 * what the provider answered, and which approval is the order's payment. Every method runs inside the caller's write
 * transaction, after the order was read in it: two approvals arriving at once are decided one after the other, and
 * the unique index on approved payments backs that up.
 */
export class OrderPayments {
  private readonly sql;

  constructor(db: Database) {
    this.sql = {
      list: db.prepare<[number], OrderPayment>(
        'SELECT provider_ref AS providerRef, state, amount_cents AS amountCents FROM order_payments WHERE order_id = ? ORDER BY id',
      ),
      find: db.prepare<[string], { orderId: number; state: OrderPaymentState }>(
        'SELECT order_id AS orderId, state FROM order_payments WHERE provider_ref = ?',
      ),
      insert: db.prepare<[string, number, string, number, string, string]>(
        `INSERT INTO order_payments (provider_ref, order_id, state, amount_cents, started_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      update: db.prepare<[string, string, string]>('UPDATE order_payments SET state = ?, recorded_at = ? WHERE provider_ref = ?'),
      markPaid: db.prepare<[number]>(
        `UPDATE orders SET payment_state = 'paid', status = 'confirmed' WHERE id = ? AND payment_state = 'awaiting'`,
      ),
    };
  }

  /** The order's payments, oldest first. */
  of(orderId: number): OrderPayment[] {
    return this.sql.list.all(orderId);
  }

  /** A payment the shop opened for the order: pending; nothing changes for one already noted. */
  started(order: { id: number }, providerRef: string, amountCents: number, now: string): void {
    if (this.mine(order, providerRef, 'payment-of-other-order')) return;
    this.sql.insert.run(providerRef, order.id, 'pending', amountCents, now, now);
  }

  /**
   * What the provider answered. An approval is the order's payment only while the order awaits payment and the
   * payment was not voided; otherwise a duplicate. Any other outcome closes a pending payment and nothing else.
   */
  record(
    order: { id: number; paymentState: string },
    input: { providerRef: string; outcome: ProviderOutcome; amountCents: number },
    now: string,
  ): void {
    const { providerRef, outcome } = input;
    const seen = this.mine(order, providerRef, 'payment-of-other-order');
    let state: OrderPaymentState = outcome;
    if (outcome === 'approved') {
      if (seen && TOOK_MONEY.has(seen.state)) return;
      if (order.paymentState !== 'awaiting' || seen?.state === 'voided') state = 'duplicate';
    } else if (seen && seen.state !== 'pending') {
      return;
    }
    if (seen) this.sql.update.run(state, now, providerRef);
    else this.sql.insert.run(providerRef, order.id, state, input.amountCents, now, now);
    if (state === 'approved') this.sql.markPaid.run(order.id);
  }

  /** A duplicate the provider gave back. */
  refunded(order: { id: number }, providerRef: string, now: string): void {
    const seen = this.mine(order, providerRef, 'payment-not-of-order');
    if (!seen) throw fail('payment-not-of-order');
    if (seen.state === 'refunded') return;
    if (seen.state !== 'duplicate') throw fail('payment-not-duplicate');
    this.sql.update.run('refunded', now, providerRef);
  }

  /** The payment as the journal has it, if it is this order's; another order's is refused. */
  private mine(order: { id: number }, providerRef: string, refusal: 'payment-of-other-order' | 'payment-not-of-order') {
    const seen = this.sql.find.get(providerRef);
    if (seen && seen.orderId !== order.id) throw fail(refusal);
    return seen;
  }
}
