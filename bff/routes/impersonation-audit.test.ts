import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };

describe('the impersonation audit', () => {
  it('records the switch, a cart call made for the customer and the way back, with both names; staff filter it', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    await staff.send('GET', '/login/impersonate?j_username=demo');
    const added = await staff.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
    expect(added.statusCode).toBe(200);
    await staff.send('POST', '/logout/impersonate');
    const audit = (await staff.request({ url: '/staff/audit-impersonazioni?cliente=C000001&staff=staff', headers: json })).json();
    const actions = audit.rows.slice(0, 3).map((row: { action: string }) => row.action);
    expect(actions).toEqual(['back', 'POST /cart/add-ajax', 'switch']);
    expect(audit.rows[0]).toMatchObject({ staffUsername: 'staff', username: 'demo', customerCode: 'C000001' });
    expect(audit.rows[0].clientAddress).toMatch(/\S/);
    const none = (await staff.request({ url: '/staff/audit-impersonazioni?cliente=C000002', headers: json })).json();
    expect(none.rows.map((row: { username: string }) => row.username)).not.toContain('demo');
  });

  it('records the cart’s urgent flag changed for the customer, a cart call outside /cart', async () => {
    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    await staff.send('GET', '/login/impersonate?j_username=demo');
    const added = (
      await staff.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty })
    ).json();
    expect((await staff.send('GET', `/update-cart-fgurgente?idCart=${added.idCart}&fgurgente=S`)).statusCode).toBe(200);
    await staff.send('GET', `/update-cart-fgurgente?idCart=${added.idCart}&fgurgente=N`);
    const audit = (await staff.request({ url: '/staff/audit-impersonazioni?cliente=C000001&staff=staff', headers: json })).json();
    expect(audit.rows[0].action).toBe('GET /update-cart-fgurgente');
  });

  it('keeps the audit from customers (403) and visitors (401)', async () => {
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    expect((await customer.request({ url: '/staff/audit-impersonazioni', headers: json })).statusCode).toBe(403);
    expect((await new TestClient(demo.shop.app).request({ url: '/staff/audit-impersonazioni', headers: json })).statusCode).toBe(401);
  });
});
