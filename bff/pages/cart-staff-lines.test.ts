import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };

interface Line {
  productId: number;
  addedByStaff: string | null;
}

describe('the cart page’s lines added by staff', () => {
  it('names the staff member on a line they added while acting for the customer, and no one on the customer’s own', async () => {
    const { product, packedProduct } = demo.fixture;
    const customer = new TestClient(demo.shop.app);
    await customer.login('demo', 'demo');
    const created = await customer.send('POST', '/cart/new-cart', { nomeOrdine: 'staff lines' });
    expect(created.statusCode).toBe(200);
    await customer.send('POST', '/cart/add-ajax', { productId: product.id, quantity: product.minQty });

    const staff = new TestClient(demo.shop.app);
    await staff.login('staff', 'staff');
    await staff.send('GET', '/login/impersonate?j_username=demo');
    const quantity = Math.max(packedProduct.minQty, packedProduct.packQty);
    expect((await staff.send('POST', '/cart/add-ajax', { productId: packedProduct.id, quantity })).statusCode).toBe(200);

    const page = (await customer.request({ url: '/cart', headers: json })).json();
    const lines: Line[] = page.cart.items;
    expect(lines.find((line) => line.productId === product.id)?.addedByStaff).toBeNull();
    expect(lines.find((line) => line.productId === packedProduct.id)?.addedByStaff).toBe('staff');
  });
});
