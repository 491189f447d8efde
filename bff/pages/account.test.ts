import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };

describe('the account page (/area-clienti/account)', () => {
  it('shows the user’s e-mail address and the customer’s address for order mail', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login('demo', 'demo');
    const page = await client.request({ url: '/area-clienti/account', headers: json });
    expect(page.json()).toEqual({
      username: 'demo',
      companyName: demo.fixture.customer.companyName,
      customerCode: 'C000001',
      email: 'demo@example.com',
      orderEmail: 'ordini.c000001@example.com',
    });
    const html = await client.request({ url: '/area-clienti/account' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('demo@example.com');
  });

  it('asks a visitor to log in', async () => {
    const page = await new TestClient(demo.shop.app).request({ url: '/area-clienti/account', headers: json });
    expect(page.json()).toMatchObject({ forbidden: true, message: 'Accedi con il tuo utente per vedere questa pagina.' });
  });
});
