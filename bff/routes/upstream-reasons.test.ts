import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const UPSTREAM = 'http://parts-provider.test';
const lookup = (shop: TestApp) =>
  shop.app.inject({ method: 'GET', url: '/search-ws-catalogo?q=DDS8747', headers: { accept: 'application/json' } });

/**
 * An upstream says why a call failed with a reason from the operation's closed list; the shop words it. A reason
 * the shop does not know (an ERP's own, a newer version's) is shown as the generic text of its code, and what the
 * upstream wrote in `detail` never reaches the user.
 */
describe('an upstream’s reasons as the shop words them', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ PARTS_CATALOGUE_ADAPTER: 'http', PARTS_CATALOGUE_URL: UPSTREAM, UPSTREAM_RETRIES: '0' });
  });
  afterAll(async () => shop.close());

  it('words a reason it knows from its own tables, not the upstream’s detail', async () => {
    nock(UPSTREAM)
      .post('/partsLookup/articles')
      .reply(400, { error: { code: 'invalid', reason: 'invalid-input', data: { fields: ['q'] }, detail: 'Codice troppo corto' } });
    const res = await lookup(shop);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Codice articolo: valore non valido.');
    expect(res.body).not.toContain('troppo corto');
  });

  it('shows the generic text of the code for a reason it does not know', async () => {
    nock(UPSTREAM)
      .post('/partsLookup/articles')
      .reply(409, { error: { code: 'conflict', reason: 'listino-in-aggiornamento', data: {}, detail: 'Listino bloccato da MRP' } });
    const res = await lookup(shop);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La pagina non è aggiornata: ricaricala e riprova.');
    expect(res.body).not.toContain('MRP');
    expect(res.body).not.toContain('listino-in-aggiornamento');
  });
});
