import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';

const demo = demoShop({ REFERENCE_WS_FLAG_MISSING: 'C000002' });
const json = { accept: 'application/json' };

describe('the account area (/area-clienti)', () => {
  it('shows the account, the delivery addresses and the web-service flag as the ERP has it', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login('demo', 'demo');
    await client.send('GET', '/costanti/set-disponibilita-ws?fgWS=S');
    const page = (await client.request({ url: '/area-clienti', headers: json })).json();
    expect(page).toMatchObject({
      username: 'demo',
      companyName: demo.fixture.customer.companyName,
      customerCode: 'C000001',
      email: 'demo@example.com',
      webServiceEnabled: true,
    });
    expect(page.addresses.length).toBeGreaterThan(0);
    const html = await client.request({ url: '/area-clienti' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Disponibilità web service');
  });

  it('lists an address added at checkout and drops it once deleted here', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login('demo', 'demo');
    const added = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
    const ids = async () =>
      (await client.request({ url: '/area-clienti', headers: json })).json().addresses.map((a: { id: number }) => a.id);
    expect(await ids()).toContain(added.id);
    await client.send('POST', '/checkout/shipping/delete-address', { addressId: added.id });
    expect(await ids()).not.toContain(added.id);
  });

  it('tells a customer without the flag in the ERP (null), and asks a visitor to log in', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login('demo2', 'demo2');
    expect((await client.request({ url: '/area-clienti', headers: json })).json().webServiceEnabled).toBeNull();
    const visitor = await new TestClient(demo.shop.app).request({ url: '/area-clienti', headers: json });
    expect(visitor.json()).toMatchObject({ forbidden: true });
  });
});
