import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };
const PAGE = '/cambia-utente/registro';

describe('the impersonation audit page (/cambia-utente/registro)', () => {
  it('shows staff what they did for which customer in business words, filtered by staff member and customer', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    await staff.send('GET', '/login/impersonate?j_username=demo');
    await staff.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
    await staff.send('POST', '/logout/impersonate');

    const data = (await staff.request({ url: `${PAGE}?staff=staff&cliente=C000001`, headers: json })).json();
    expect(data).toMatchObject({ staff: 'staff', customer: 'C000001', page: 1 });
    expect(data.rows.slice(0, 3).map((row: { action: string }) => row.action)).toEqual(['back', 'POST /cart/add-ajax', 'switch']);
    expect(data.rows[0]).toMatchObject({ staffUsername: 'staff', username: 'demo', companyName: demo.fixture.customer.companyName });
    const other = (await staff.request({ url: `${PAGE}?cliente=C000002`, headers: json })).json();
    expect(other.rows.map((row: { username: string }) => row.username)).not.toContain('demo');

    const html = await staff.request({ url: `${PAGE}?cliente=C000001` });
    expect(html.statusCode).toBe(200);
    for (const words of ['Passaggio al cliente', 'Aggiunto al carrello', 'Ritorno', demo.fixture.customer.companyName]) {
      expect(html.body).toContain(words);
    }
  });

  it('is forbidden to customers (403) and asks visitors to log in', async () => {
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.request({ url: PAGE })).statusCode).toBe(403);
    expect((await customer.request({ url: PAGE, headers: json })).json()).toMatchObject({ forbidden: true });
    expect((await new TestClient(demo.shop.app).request({ url: PAGE, headers: json })).json()).toMatchObject({ forbidden: true });
  });
});
