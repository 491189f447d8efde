import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderPaymentState } from '../../shared/contract/checkout.ts';
import { placedCardOrder } from './checkout-helpers.ts';
import { ctx, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

/**
 * The orders port's payment journal: every payment the shop opened at the provider for an order, what the provider
 * answered, and the one decision that matters for money: which approval is the order's payment and which are
 * duplicates to give back.
 */
export function orderPaymentsSuite(subject: () => ConformanceSubject): void {
  describe('order payments', () => {
    const ref = () => `conf_${randomUUID()}`;
    const cardOrder = async () => {
      const s = subject();
      const actor = await loggedInActor(s, s.fixture.customer);
      const order = await placedCardOrder(s, actor);
      const amountCents = order.grossCents;
      const record = (providerRef: string, outcome: 'approved' | 'declined' | 'abandoned' | 'voided') =>
        s.ports.orders.recordPayment({ orderId: order.id, providerRef, outcome, amountCents }, ctx(actor));
      const started = (providerRef: string) => s.ports.orders.paymentStarted({ orderId: order.id, providerRef, amountCents }, ctx(actor));
      return { ports: s.ports, actor, order, amountCents, record, started };
    };
    const states = (order: { payments: Array<{ providerRef: string; state: OrderPaymentState }> }) =>
      Object.fromEntries(order.payments.map((payment) => [payment.providerRef, payment.state]));

    it('records card payments: a decline leaves it awaiting, an approval marks it paid and confirmed, once per provider reference', async () => {
      const { order, record, ports, actor } = await cardOrder();
      expect(order).toMatchObject({ status: 'awaiting_payment', paymentState: 'awaiting', payments: [] });

      const declinedRef = ref();
      const declined = await record(declinedRef, 'declined');
      expect(declined).toMatchObject({ id: order.id, status: 'awaiting_payment', paymentState: 'awaiting' });
      expect(await record(ref(), 'abandoned')).toMatchObject({ status: 'awaiting_payment', paymentState: 'awaiting' });

      const approvedRef = ref();
      const paid = await record(approvedRef, 'approved');
      expect(paid).toMatchObject({ id: order.id, status: 'confirmed', paymentState: 'paid', grossCents: order.grossCents });
      expect(states(paid)[approvedRef]).toBe('approved');
      // The return page reloaded, a late decline: the order stays as it is.
      expect(await record(approvedRef, 'approved')).toEqual(paid);
      expect(await record(declinedRef, 'declined')).toEqual(paid);
      expect(await ports.orders.get({ orderId: order.id }, ctx(actor))).toEqual(paid);
    });

    it('keeps the references started for an order, pending until the provider answers, voided ones included', async () => {
      const { order, amountCents, record, started } = await cardOrder();
      const [first, second] = [ref(), ref()];
      expect((await started(first)).payments).toEqual([{ providerRef: first, state: 'pending', amountCents }]);
      expect(await started(first)).toMatchObject({ payments: [{ providerRef: first, state: 'pending' }] });
      const both = await started(second);
      expect(both).toMatchObject({ id: order.id, paymentState: 'awaiting' });
      expect(both.payments.map((payment) => payment.providerRef)).toEqual([first, second]);
      const voided = await record(first, 'voided');
      expect(states(voided)).toEqual({ [first]: 'voided', [second]: 'pending' });
      expect(voided.paymentState).toBe('awaiting');
    });

    it('records an approval after the order is paid, or of a voided payment, as a duplicate, refunded once, never paying twice', async () => {
      const { order, ports, actor, record, started } = await cardOrder();
      const [voidedRef, paidRef, lateRef] = [ref(), ref(), ref()];
      await started(voidedRef);
      await record(voidedRef, 'voided');
      const stillAwaiting = await record(voidedRef, 'approved');
      expect(stillAwaiting).toMatchObject({ paymentState: 'awaiting', status: 'awaiting_payment' });
      expect(states(stillAwaiting)[voidedRef]).toBe('duplicate');

      await started(paidRef);
      expect(await record(paidRef, 'approved')).toMatchObject({ paymentState: 'paid', status: 'confirmed' });
      // A reference the ERP never noted (opened before it kept them), approved after the payment.
      const late = await record(lateRef, 'approved');
      expect(late).toMatchObject({ paymentState: 'paid', status: 'confirmed' });
      expect(states(late)).toEqual({ [voidedRef]: 'duplicate', [paidRef]: 'approved', [lateRef]: 'duplicate' });

      const refund = (providerRef: string) => ports.orders.recordRefund({ orderId: order.id, providerRef }, ctx(actor));
      await refund(voidedRef);
      const refunded = await refund(lateRef);
      expect(await refund(lateRef)).toEqual(refunded);
      expect(states(refunded)).toEqual({ [voidedRef]: 'refunded', [paidRef]: 'approved', [lateRef]: 'refunded' });
      expect(refunded).toMatchObject({ paymentState: 'paid', status: 'confirmed' });
      // The order's own payment is not a duplicate; a reference the order does not have is not found.
      expect(await failureCode(refund(paidRef))).toBe('conflict');
      expect(await failureCode(refund(ref()))).toBe('not_found');
    });

    it('decides between two approvals arriving at once: one is the payment, the other a duplicate', async () => {
      const { ports, actor, order, record, started } = await cardOrder();
      const refs = [ref(), ref(), ref()];
      for (const providerRef of refs) await started(providerRef);
      await Promise.all(refs.map((providerRef) => record(providerRef, 'approved')));
      const after = await ports.orders.get({ orderId: order.id }, ctx(actor));
      expect(after).toMatchObject({ paymentState: 'paid', status: 'confirmed' });
      expect(after.payments.map((payment) => payment.state).sort()).toEqual(['approved', 'duplicate', 'duplicate']);
    });

    it("refuses another order's reference", async () => {
      const one = await cardOrder();
      const other = await cardOrder();
      const providerRef = ref();
      await one.started(providerRef);
      expect(await failureCode(other.started(providerRef))).toBe('conflict');
      expect(await failureCode(other.record(providerRef, 'approved'))).toBe('conflict');
      expect((await other.ports.orders.get({ orderId: other.order.id }, ctx(other.actor))).paymentState).toBe('awaiting');
    });
  });
}
