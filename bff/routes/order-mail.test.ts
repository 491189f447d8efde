import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../../adapters/reference/mail/test-smtp-server.ts';
import { placeActiveCart } from '../testing/place-order.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

const poll = { timeout: 10_000, interval: 25 };

describe('the order confirmation', () => {
  const smtp = new TestSmtpServer();
  let shop: TestApp;
  beforeAll(async () => {
    await smtp.start();
    shop = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'ordini@example.com', MAIL_FROM_NAME: 'Ricambi Auto B2B' });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.stop();
  });

  /** Places the demo customer's order of two lines on agreed terms; `key` is the place-order's Idempotency-Key. */
  async function placeOrder(key: string) {
    const fixture = await demoFixtureOf(shop);
    const client = new TestClient(shop.app);
    await client.login(fixture.customer.username, fixture.customer.password);
    const created = (await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Tagliando Punto' })).json();
    await client.send('POST', '/cart/update-note-ordine', { idCart: created.idCart, noteOrdine: 'Consegna al retro' });
    await client.send('POST', '/cart/add-ajax', { productId: fixture.product.id, quantity: fixture.product.minQty });
    const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
    const { placed, place } = await placeActiveCart(client, address.id, 'terms', key);
    expect(placed.statusCode).toBe(200);
    return { order: placed.json().order, fixture, place };
  }

  it('arrives at the customer’s order address with the order, its totals and a link on SHOP_ORIGIN, in both parts', async () => {
    const { order, fixture } = await placeOrder('conferma-1');
    const subject = `Conferma ordine ${order.number}`;
    await expect.poll(() => smtp.received.filter((m) => m.subject === subject).length, poll).toBe(1);
    const mail = smtp.received.find((m) => m.subject === subject);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { address: 'ordini.c000001@example.com', name: fixture.customer.companyName },
    ]);
    expect(mail?.from?.value).toEqual([{ address: 'ordini@example.com', name: 'Ricambi Auto B2B' }]);
    const link = `${shop.config.SHOP_ORIGIN}/area-clienti/ordini/${order.id}`;
    for (const part of [mail?.text ?? '', mail?.html || '']) {
      expect(part).toContain('Tagliando Punto');
      expect(part).toContain('Consegna al retro');
      expect(part).toContain(fixture.product.code);
      expect(part).toContain('Ricambi Italia S.p.A.');
      expect(part).toContain('IT01234567897');
      expect(part).toContain(link);
      expect(part).toMatch(/Alle condizioni concordate/);
    }
    const gross = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(order.grossCents / 100);
    expect(mail?.text).toContain(`Totale: ${gross}`);
    expect(mail?.html).toContain(`href="${link}"`);
    // Every link of the mail is the shop's, whatever Host the request came with.
    const hrefs = [...String(mail?.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href?.startsWith(`${shop.config.SHOP_ORIGIN}/`)).toBe(true);
  });

  it('is written once however often the order is sent', async () => {
    const { order, place } = await placeOrder('conferma-2');
    expect((await place()).json().order.id).toBe(order.id);
    const { rows } = await shop.app.ports.mail.outbox({ template: 'order-confirmation', pageSize: 100 }, { requestId: 't', actor: null });
    expect(rows.filter((row) => row.subject === `Conferma ordine ${order.number}`)).toHaveLength(1);
  });
});

describe('the payment confirmation', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => shop.close());

  it('is written when the card payment settles the order, once', async () => {
    const fixture = await demoFixtureOf(shop);
    const client = new TestClient(shop.app);
    await client.login(fixture.customer.username, fixture.customer.password);
    await client.send('POST', '/cart/add-ajax', { productId: fixture.product.id, quantity: fixture.product.minQty });
    const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
    const { placed } = await placeActiveCart(client, address.id, 'card', 'con-carta');
    const { order, next } = placed.json();
    // The test provider's page: the customer approves, the provider sends them back to the shop.
    const providerPath = new URL(next).pathname;
    const decided = await client.request({
      method: 'POST',
      url: providerPath,
      payload: 'esito=approva',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(String(decided.headers.location), 'http://localhost');
    for (let n = 0; n < 2; n += 1) expect((await client.request({ url: `${back.pathname}${back.search}` })).statusCode).toBe(303);
    const { rows } = await shop.app.ports.mail.outbox({ template: 'payment-confirmation' }, { requestId: 't', actor: null });
    const mine = rows.filter((row) => row.subject === `Pagamento ricevuto: ordine ${order.number}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toEqual([{ address: 'ordini.c000001@example.com', name: fixture.customer.companyName }]);
  });
});

describe('the order confirmation with the mail service unreachable', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: every call to the mail service fails at once.
    shop = await createTestApp({ MAIL_ADAPTER: 'http', MAIL_URL: 'http://127.0.0.1:9', UPSTREAM_RETRIES: '0' });
  });
  afterAll(async () => shop.close());

  it('does not keep the order from being placed', async () => {
    const fixture = await demoFixtureOf(shop);
    const client = new TestClient(shop.app);
    await client.login(fixture.customer.username, fixture.customer.password);
    await client.send('POST', '/cart/add-ajax', { productId: fixture.product.id, quantity: fixture.product.minQty });
    const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
    const { placed } = await placeActiveCart(client, address.id, 'terms', 'senza-posta');
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order.status).toBe('confirmed');
  });
});
