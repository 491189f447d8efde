import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain, application/json;q=0.9' };
const system = { requestId: 'test', actor: null };

async function client(username = 'demo', password = username) {
  const c = new TestClient(demo.shop.app);
  await c.login(username, password);
  return c;
}

/** The mails of a template in the outbox, newest first, whole. */
async function mails(template: 'price-list-request' | 'information-request') {
  const { rows } = await demo.shop.app.ports.mail.outbox({ template, pageSize: 100 }, system);
  return Promise.all(rows.map((row) => demo.shop.app.ports.mail.message({ id: row.id }, system)));
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('price-list and information requests (SPEC §7 Requests)', () => {
  it('are refused to a visitor (401) and the staff calls to a customer (403)', async () => {
    const visitor = new TestClient(demo.shop.app);
    for (const url of ['/richiesta-listino-netto/variazione', '/richiesta-listino-netto/prezzi-variati']) {
      expect((await visitor.request({ url, headers: json })).statusCode).toBe(401);
    }
    expect((await visitor.send('POST', '/richiesta-listino-netto', { cdmarca: 'BRE' })).statusCode).toBe(401);
    expect((await visitor.send('POST', '/richiesta-listino', { manufacture: '1' })).statusCode).toBe(401);
    expect((await visitor.send('POST', '/richiesta-informazioni', { productcode: '1' })).statusCode).toBe(401);
    const customer = await client();
    expect((await customer.send('POST', '/staff/richieste/1/evasa', {})).statusCode).toBe(403);
    expect((await customer.request({ url: '/staff/richieste', headers: json })).json()).toMatchObject({ forbidden: true });
  });

  it('count the changed prices per brand, deliver the net list as an .xlsx by mail, and count that brand 0 after', async () => {
    const customer = await client();
    const variation = (await customer.request({ url: '/richiesta-listino-netto/variazione', headers: json })).json();
    const changed = variation.find((brand: { nrPrezziVariati: number }) => brand.nrPrezziVariati > 0);
    expect(changed).toEqual({ cdMarca: expect.any(String), nrPrezziVariati: expect.any(Number) });
    const total = (await customer.request({ url: '/richiesta-listino-netto/prezzi-variati' })).body;
    expect(Number(total)).toBe(variation.reduce((sum: number, b: { nrPrezziVariati: number }) => sum + b.nrPrezziVariati, 0));

    const sent = await customer.send('POST', '/richiesta-listino-netto', undefined, form);
    expect(sent.statusCode).toBe(400);
    const ok = await customer.request({
      method: 'POST',
      url: '/richiesta-listino-netto',
      headers: { ...form, 'x-csrf-token': (await customer.principal()).csrfToken },
      payload: `cdmarca=${encodeURIComponent(changed.cdMarca)}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('OK');

    const after = (await customer.request({ url: '/richiesta-listino-netto/variazione', headers: json })).json();
    expect(after.find((b: { cdMarca: string }) => b.cdMarca === changed.cdMarca).nrPrezziVariati).toBe(0);
    expect(Number((await customer.request({ url: '/richiesta-listino-netto/prezzi-variati' })).body)).toBe(
      Number(total) - changed.nrPrezziVariati,
    );

    const [mail] = (await mails('price-list-request')).filter((m) => m.to[0]?.address === 'demo@example.com');
    expect(mail?.attachments).toEqual([expect.objectContaining({ index: 0, filename: expect.stringMatching(/^listino-netto-.+\.xlsx$/) })]);
    const file = await demo.shop.app.ports.mail.attachment({ id: mail?.id ?? 0, index: 0 }, system);
    const rows = await sheetRows(Buffer.from(file.contentBase64, 'base64'));
    expect(rows[0]).toEqual(['Codice', 'Descrizione', 'Prezzo di listino (€)', 'Prezzo netto (€)', 'Confezione', 'EAN']);
    // The customer's own net price of the first product of the list, as the shop's pricing says it.
    expect(rows.length).toBeGreaterThan(1);
    const [code, description, list, net] = rows[1] as [string, string, number, number];
    const product = (await demo.shop.app.ports.catalogue.productsByCode({ code }, system)).find((p) => p.description === description);
    const account = await demo.shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, system);
    const actor = { userId: account.userId, customerId: account.customerId };
    const [quote] = await demo.shop.app.ports.pricing.prices({ productIds: [product?.id ?? 0] }, { requestId: 'test', actor });
    expect([list, net]).toEqual([(quote?.listCents ?? 0) / 100, (quote?.netCents ?? 0) / 100]);

    const staff = await client('staff');
    const preview = (await staff.request({ url: `/staff/posta?messaggio=${mail?.id}`, headers: json })).json();
    expect(preview.preview.attachments).toEqual([{ index: 0, filename: file.filename, bytes: expect.any(Number) }]);
    const download = await staff.request({ url: `/staff/posta/${mail?.id}/allegati/0` });
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(Buffer.from(file.contentBase64, 'base64'))).toBe(true);
  });

  it('answers an unknown brand on the net list with the reason, not a 5xx', async () => {
    const customer = await client();
    const unknown = await customer.send('POST', '/richiesta-listino-netto', { cdmarca: 'ZZ-NESSUNA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Marca non trovata.');
  });
});

describe('the price-list form and information requests', () => {
  const plain = async (c: TestClient, url: string, body: string) =>
    c.request({ method: 'POST', url, headers: { ...form, 'x-csrf-token': (await c.principal()).csrfToken }, payload: body });

  it('price list: OK for a manufacturer, mailed to SHOP_MAIL_TO and acknowledged; another text for an unknown one', async () => {
    const customer = await client();
    const { manufacturers } = (await customer.request({ url: '/richiesta-listino', headers: json })).json();
    const maker = manufacturers[0];
    const ok = await plain(customer, '/richiesta-listino', `manufacture=${maker.id}`);
    expect([ok.statusCode, ok.body]).toEqual([200, 'OK']);
    const sent = await mails('price-list-request');
    expect(sent.find((m) => m.to[0]?.address === 'richieste@example.com')?.text).toContain(maker.name);
    expect(sent.some((m) => m.to[0]?.address === 'demo@example.com' && m.subject.includes(maker.name))).toBe(true);
    for (const body of ['manufacture=999999', 'manufacture=abc', 'manufacture=']) {
      const refused = await plain(customer, '/richiesta-listino', body);
      expect([refused.statusCode, refused.body]).toEqual([200, 'Produttore non trovato: scegline uno dall’elenco e riprova.']);
    }
  });

  it('information: the form’s data prefilled, stored, mailed to the shop with a link, acknowledged to the account only', async () => {
    const customer = await client();
    const { product } = demo.fixture;
    const data = (await customer.request({ url: `/richiesta-informazioni?productcode=${product.id}`, headers: json })).json();
    expect(data).toMatchObject({ product: { id: product.id, code: product.code }, email: 'demo@example.com' });
    expect((await customer.request({ url: '/richiesta-informazioni?productcode=99999999', headers: json })).statusCode).toBe(404);
    const question = {
      productcode: String(product.id),
      name: 'Luca',
      email: 'luca.altro@example.com',
      phone: '+39 0422 1',
      message: 'È disponibile?',
    };
    const sent = await customer.send('POST', '/richiesta-informazioni', question);
    expect(sent.statusCode).toBe(200);
    const all = await mails('information-request');
    const toShop = all.find((m) => m.to[0]?.address === 'richieste@example.com');
    expect(toShop?.text).toContain(product.code);
    expect(toShop?.text).toContain('È disponibile?');
    expect(toShop?.text).toContain(`${demo.shop.config.SHOP_ORIGIN}/ricambio/${product.id}`);
    expect(toShop?.replyTo?.address).toBe('luca.altro@example.com');
    expect(all.some((m) => m.to[0]?.address === 'demo@example.com')).toBe(true);
    expect(all.some((m) => m.to.some((r) => r.address === 'luca.altro@example.com'))).toBe(false);
  });

  it('information: a wrong e-mail address and a 20 KB message are refused with the field’s message', async () => {
    const customer = await client('demo2');
    const base = { productcode: String(demo.fixture.product.id), name: 'Luca', email: 'luca@example.com', phone: '', message: 'Ciao' };
    const email = await customer.send('POST', '/richiesta-informazioni', { ...base, email: 'non-un-indirizzo' });
    expect([email.statusCode, email.json().message]).toEqual([400, 'Scrivi un indirizzo e-mail valido, come nome@azienda.it.']);
    const long = await customer.send('POST', '/richiesta-informazioni', { ...base, message: 'x'.repeat(20 * 1024) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Il messaggio può avere al massimo 5.000 caratteri.']);
    // In English for a page in English: the schema's messages are worded when a check fails, not when it was made.
    const english = await customer.send(
      'POST',
      '/richiesta-informazioni',
      { ...base, email: 'not-an-address' },
      { 'x-shop-language': 'en' },
    );
    expect([english.statusCode, english.json().message]).toEqual([400, 'Write a valid e-mail address, such as name@company.com.']);
  });

  it('staff list the requests, paged, with customer, product and mail, and mark one handled; the customer sees their own', async () => {
    const customer = await client();
    const mine = (await customer.request({ url: '/richieste', headers: json })).json();
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row: { customerCode: string }) => row.customerCode === 'C000001')).toBe(true);
    const staff = await client('staff');
    const open = (await staff.request({ url: '/staff/richieste?stato=open', headers: json })).json();
    const info = open.rows.find((row: { kind: string }) => row.kind === 'information');
    expect(info).toMatchObject({ companyName: 'Autoricambi Demo S.r.l.', productCode: demo.fixture.product.code, state: 'open' });
    expect(info.mailId).toEqual(expect.any(Number));
    const handled = await staff.send('POST', `/staff/richieste/${info.id}/evasa`, {});
    expect(handled.json()).toEqual({ ok: true, state: 'handled' });
    const after = (await staff.request({ url: '/staff/richieste?stato=open', headers: json })).json();
    expect(after.rows.map((row: { id: number }) => row.id)).not.toContain(info.id);
    expect((await staff.send('POST', '/staff/richieste/999999/evasa', {})).statusCode).toBe(404);
  });

  it('throttles a user past ten requests a minute with a clear message', async () => {
    const customer = await client('demo2');
    const codes: number[] = [];
    let last;
    for (let n = 0; n < 11; n += 1) {
      last = await plain(customer, '/richiesta-listino', 'manufacture=999999');
      codes.push(last.statusCode);
    }
    // The earlier test of this user sent two: the limit is reached within these.
    expect(codes.slice(0, 8).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(last?.json().message).toMatch(/^Hai inviato troppe richieste in un minuto: riprova tra \d+ secondi\.$/);
  });
});
