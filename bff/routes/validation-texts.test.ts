import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../shared/testing/markup.ts';
import { isPortError, type PortError } from '../../adapters/ports/port-error.ts';
import { reasonText } from '../lib/reason-text.ts';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

/** What a user reads never carries the validation library's marks or a schema path. */
function expectUserText(text: unknown, label: string, path: string) {
  expect(typeof text).toBe('string');
  const message = String(text);
  expect(message).toContain(label);
  for (const mark of ['→', 'at ', '✖', path]) expect(message).not.toContain(mark);
}

describe('validation texts in the user’s words', () => {
  it('names the cart’s order-data field by its label: a bad VIN, a plate too long', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
    expect((await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Prova' })).statusCode).toBe(200);
    const { cart } = (await client.request({ url: '/cart', headers: { accept: 'application/json' } })).json();
    const update = (fields: Record<string, string>) =>
      client.send('POST', '/cart/update-dati-veicolo', { idCart: cart.idCart, vin: '', plate: '', modello: '', ...fields });

    const vin = await update({ vin: 'ZFA3120000012345Q' });
    expect(vin.statusCode).toBe(400);
    expectUserText(vin.json().second.message, 'Telaio (VIN)', 'changes.vin');
    expect(vin.json().second.message).toContain('senza I, O e Q');
    for (const issue of vin.json().issues ?? []) expectUserText(issue.message, 'Telaio (VIN)', 'changes.vin');

    const plate = await update({ plate: 'AB123CD4567890' });
    expect(plate.statusCode).toBe(400);
    expectUserText(plate.json().second.message, 'Targa', 'changes.plate');
    expect(plate.json().second.message).toContain('al massimo 12 caratteri');
    for (const issue of plate.json().issues ?? []) expectUserText(issue.message, 'Targa', 'changes.plate');
  });

  it('shows staff an empty code on /assistenza as the code field’s message, and marks the code inputs required', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    const invalid = await staff.request({ url: '/assistenza?call=lookup-results&artCode=', headers: { accept: 'application/json' } });
    expect(invalid.json().exchange).toMatchObject({ ok: false, errorCode: 'invalid', status: 400 });
    expectUserText(invalid.json().exchange.message, 'Codice articolo', ' q');

    const html = (await staff.request({ url: '/assistenza', headers: { accept: 'text/html' } })).body;
    const inputs = parseDocument(html)('input[name="artCode"]');
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.not('[required]')).toHaveLength(0);
  });

  it('never tells an integrator zod’s text for a bad return address of a payment', async () => {
    const ctx = { requestId: 'bad-return', actor: null };
    const input = { orderId: 1, orderNumber: 'X', amountCents: 100, method: 'card' as const, returnUrl: 'javascript:alert(1)' };
    const error: unknown = await demo.shop.app.ports.payments.start(input, ctx).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(isPortError(error) && { reason: error.reason, data: error.data }).toEqual({
      reason: 'invalid-input',
      data: { fields: ['returnUrl'] },
    });
    expectUserText(reasonText(error as PortError, 'generic'), 'I dati inviati non sono validi.', 'returnUrl');
  });
});
