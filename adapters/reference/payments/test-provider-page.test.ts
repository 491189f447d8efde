import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../bff/testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const returnUrl = 'http://127.0.0.1:3000/checkout/esito-pagamento?ordine=41';

async function startPayment(amountCents = 12_345) {
  const ctx = { requestId: 'test-provider', actor: null };
  const started = await shop.app.ports.payments.start(
    { orderId: 41, orderNumber: 'W2026-000041', amountCents, method: 'card', returnUrl },
    ctx,
  );
  const path = new URL(started.redirectUrl).pathname;
  const status = async () => (await shop.app.ports.payments.confirm({ providerRef: started.providerRef }, ctx)).status;
  return { ...started, path, status };
}

describe('the test payment provider’s page', () => {
  it('shows what is paid, clearly as a test, on the shop’s origin, and sends the customer back with the reference', async () => {
    const payment = await startPayment();
    expect(payment.redirectUrl.startsWith('http://127.0.0.1:3000/pagamento-di-prova/')).toBe(true);
    const page = await shop.app.inject({ url: payment.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fornitore di pagamento di prova');
    expect(page.body).toContain('W2026-000041');
    expect(page.body).toMatch(/123,45\s€/);
    expect(page.body).not.toMatch(/numero della carta|cvv/i);

    const approved = await shop.app.inject({ method: 'POST', url: payment.path, payload: 'esito=approva', headers: form });
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:3000/checkout/esito-pagamento');
    expect(back.searchParams.get('ordine')).toBe('41');
    expect(back.searchParams.get('providerRef')).toBe(payment.providerRef);
    expect(await payment.status()).toBe('approved');
  });

  it('keeps the first decision: a declined payment cannot be approved from a second tab', async () => {
    const payment = await startPayment();
    expect(await payment.status()).toBe('pending');
    await shop.app.inject({ method: 'POST', url: payment.path, payload: 'esito=rifiuta', headers: form });
    const again = await shop.app.inject({ method: 'POST', url: payment.path, payload: 'esito=approva', headers: form });
    expect(again.statusCode).toBe(303);
    expect(await payment.status()).toBe('declined');
    const page = await shop.app.inject({ url: payment.path });
    expect(page.body).toContain('già stato rifiutato');
    expect(page.body).not.toContain('<form');
  });

  it('says in Italian that a payment the shop voided can no longer be approved, and keeps it voided', async () => {
    const payment = await startPayment();
    const ctx = { requestId: 'test-provider', actor: null };
    await shop.app.ports.payments.void({ providerRef: payment.providerRef }, ctx);
    const page = await shop.app.inject({ url: payment.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('annullato dal negozio e non può più essere approvato');
    expect(page.body).not.toContain('<form');
    const approved = await shop.app.inject({ method: 'POST', url: payment.path, payload: 'esito=approva', headers: form });
    expect(approved.statusCode).toBe(303);
    expect(await payment.status()).toBe('voided');
  });

  it('answers 404 for a reference it does not know and 400 for a choice it does not offer, changing nothing', async () => {
    const unknown = '/pagamento-di-prova/tp_sconosciuto';
    expect((await shop.app.inject({ url: unknown })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'POST', url: unknown, payload: 'esito=approva', headers: form })).statusCode).toBe(404);
    const payment = await startPayment();
    for (const payload of ['esito=paga-tutto', '', 'esito=']) {
      const res = await shop.app.inject({ method: 'POST', url: payment.path, payload, headers: form });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/approvare, rifiutare o annullare/);
    }
    expect(await payment.status()).toBe('pending');
  });
});
