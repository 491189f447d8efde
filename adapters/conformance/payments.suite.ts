import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { paymentsPort } from '../ports/payments.ts';
import { ctx, failure, failureCode, loggedInActor, type ConformanceSubject } from './subject.ts';

type StartInput = z.input<typeof paymentsPort.start.input>;

/**
 * What every implementation of the payments port (the payment provider) must do. The provider does not know the
 * shop's orders: the suite pays for made-up ones, and completes a payment only where the implementation can act as
 * the customer on its page (`customerAtProvider`).
 */
export function paymentsSuite(subject: () => ConformanceSubject): void {
  describe('payments', () => {
    const actorFor = (who: { username: string; password: string }) => loggedInActor(subject(), who);
    const payment = (changes: Partial<StartInput> = {}): StartInput => ({
      orderId: randomInt(1, 1_000_000_000),
      orderNumber: `CONF-${randomUUID().slice(0, 8)}`,
      amountCents: 12_345,
      method: 'card',
      returnUrl: 'https://shop.example/checkout/pagamento?ordine=1',
      ...changes,
    });

    it('opens a payment on the provider’s page, pending until the customer acts there', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const input = payment({ method: 'wallet' });
      const started = await ports.payments.start(input, ctx(actor, { idempotencyKey: randomUUID() }));
      expect(started.providerRef).not.toBe('');
      expect(['http:', 'https:']).toContain(new URL(started.redirectUrl).protocol);
      expect(await ports.payments.confirm({ providerRef: started.providerRef }, ctx(actor))).toEqual({
        providerRef: started.providerRef,
        orderId: input.orderId,
        amountCents: input.amountCents,
        status: 'pending',
      });
    });

    it('answers the same payment for a repeated start with its key, a new one for another key', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const input = payment();
      const once = { idempotencyKey: randomUUID() };
      const first = await ports.payments.start(input, ctx(actor, once));
      const again = await ports.payments.start(input, ctx(actor, once));
      expect(again.providerRef).toBe(first.providerRef);
      const another = await ports.payments.start(input, ctx(actor, { idempotencyKey: randomUUID() }));
      expect(another.providerRef).not.toBe(first.providerRef);
      expect((await ports.payments.confirm({ providerRef: another.providerRef }, ctx(actor))).status).toBe('pending');
    });

    it('does not know a reference it never gave', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      expect(await failureCode(ports.payments.confirm({ providerRef: `mai-visto-${randomUUID()}` }, ctx(actor)))).toBe('not_found');
    });

    it('voids a pending payment: the customer can no longer approve it, and voiding again changes nothing', async () => {
      const s = subject();
      const actor = await actorFor(s.fixture.customer);
      const input = payment();
      const { providerRef } = await s.ports.payments.start(input, ctx(actor, { idempotencyKey: randomUUID() }));
      const voided = { providerRef, orderId: input.orderId, amountCents: input.amountCents, status: 'voided' };
      expect(await s.ports.payments.void({ providerRef }, ctx(actor))).toEqual(voided);
      expect(await s.ports.payments.void({ providerRef }, ctx(actor))).toEqual(voided);
      await s.customerAtProvider?.approve(providerRef);
      expect(await s.ports.payments.confirm({ providerRef }, ctx(actor))).toEqual(voided);
      // Nothing was taken: nothing to give back.
      expect(await failureCode(s.ports.payments.refund({ providerRef }, ctx(actor)))).toBe('conflict');
    });

    it('refunds an approved payment once however often asked; a void does not undo an approval', async (test) => {
      const s = subject();
      if (!s.customerAtProvider) return test.skip();
      const actor = await actorFor(s.fixture.customer);
      const input = payment();
      const { providerRef } = await s.ports.payments.start(input, ctx(actor, { idempotencyKey: randomUUID() }));
      await s.customerAtProvider.approve(providerRef);
      const approved = { providerRef, orderId: input.orderId, amountCents: input.amountCents, status: 'approved' };
      expect(await s.ports.payments.void({ providerRef }, ctx(actor))).toEqual(approved);
      expect(await s.ports.payments.confirm({ providerRef }, ctx(actor))).toEqual(approved);
      const refunded = { ...approved, status: 'refunded' };
      expect(await s.ports.payments.refund({ providerRef }, ctx(actor))).toEqual(refunded);
      expect(await s.ports.payments.refund({ providerRef }, ctx(actor))).toEqual(refunded);
      expect(await s.ports.payments.void({ providerRef }, ctx(actor))).toEqual(refunded);
      expect(await s.ports.payments.confirm({ providerRef }, ctx(actor))).toEqual(refunded);
    });

    it('refuses to refund a pending payment, and does not void or refund a reference it never gave', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      const { providerRef } = await ports.payments.start(payment(), ctx(actor, { idempotencyKey: randomUUID() }));
      expect(await failure(ports.payments.refund({ providerRef }, ctx(actor)))).toEqual({ code: 'conflict', reason: 'nothing-to-refund' });
      expect((await ports.payments.confirm({ providerRef }, ctx(actor))).status).toBe('pending');
      const unknown = { providerRef: `mai-visto-${randomUUID()}` };
      expect(await failureCode(ports.payments.void(unknown, ctx(actor)))).toBe('not_found');
      expect(await failureCode(ports.payments.refund(unknown, ctx(actor)))).toBe('not_found');
    });

    it('refuses a return URL that is not absolute http(s), and an amount of 0', async () => {
      const { ports, fixture } = subject();
      const actor = await actorFor(fixture.customer);
      for (const returnUrl of ['javascript:alert(1)', 'ftp://shop.example/ritorno', '/checkout/pagamento', 'shop.example/ritorno']) {
        const start = ports.payments.start(payment({ returnUrl }), ctx(actor, { idempotencyKey: randomUUID() }));
        expect(await failureCode(start)).toBe('invalid');
      }
      const free = ports.payments.start(payment({ amountCents: 0 }), ctx(actor, { idempotencyKey: randomUUID() }));
      expect(await failureCode(free)).toBe('invalid');
    });
  });
}
