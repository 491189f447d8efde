import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

const demo = demoShop();
const json = { accept: 'application/json' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function loggedIn(username: string, password = username) {
  const client = new TestClient(demo.shop.app);
  await client.login(username, password);
  return client;
}
const pending = async (client: TestClient) =>
  ((await client.request({ url: '/comunicazioni/in-attesa', headers: json })).json() as { id: number }[]).map((c) => c.id);

async function written(fields: Record<string, unknown> = {}) {
  const staff = await loggedIn('staff');
  const reply = await staff.send('POST', '/staff/comunicazioni', {
    title: 'Chiusura per ferie',
    text: 'Il magazzino resta chiuso dal 10 al 20 agosto.',
    mandatory: true,
    validFrom: inDays(-1),
    validTo: inDays(3),
    allCustomers: true,
    ...fields,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as { id: number };
}

describe('communications (SPEC §7 POST /accept-communication)', () => {
  it('shows a customer the pending communication until they accept it, and staff see who accepted', async () => {
    const { id } = await written();
    const customer = await loggedIn('demo');
    expect(await pending(customer)).toContain(id);
    const accepted = await customer.send('POST', '/accept-communication', { communicationId: id, action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(await pending(customer)).not.toContain(id);
    const staff = await loggedIn('staff');
    const page = (await staff.request({ url: '/staff/comunicazioni', headers: json })).json();
    const row = page.rows.find((c: { id: number }) => c.id === id);
    expect(row.acknowledgements).toEqual([expect.objectContaining({ username: 'demo', action: 'accepted' })]);
  });

  it('answers 409 for an acknowledged one and 404 for another customer’s, acknowledging nothing more', async () => {
    const { id } = await written({ allCustomers: false, customerCodes: ['C000001'] });
    const customer = await loggedIn('demo');
    await customer.send('POST', '/accept-communication', { communicationId: id, action: 'accept' });
    const again = await customer.send('POST', '/accept-communication', { communicationId: id, action: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questa comunicazione è già stata confermata.');
    const other = await loggedIn('demo2');
    const theirs = await other.send('POST', '/accept-communication', { communicationId: id, action: 'close' });
    expect(theirs.statusCode).toBe(404);
    const staff = await loggedIn('staff');
    const row = (await staff.request({ url: '/staff/comunicazioni', headers: json })).json().rows.find((c: { id: number }) => c.id === id);
    expect(row.acknowledgements).toHaveLength(1);
  });

  it('refuses closing a mandatory one (400), a bad action (400), staff acting for the customer (403) and a visitor (401)', async () => {
    const { id } = await written();
    const customer = await loggedIn('demo');
    expect((await customer.send('POST', '/accept-communication', { communicationId: id, action: 'close' })).statusCode).toBe(400);
    expect((await customer.send('POST', '/accept-communication', { communicationId: id, action: 'maybe' })).statusCode).toBe(400);
    expect((await customer.send('POST', '/accept-communication', { communicationId: 'x', action: 'accept' })).statusCode).toBe(400);
    const staff = await loggedIn('staff');
    await staff.send('GET', '/login/impersonate?j_username=demo');
    expect(await pending(staff)).toContain(id);
    const forThem = await staff.send('POST', '/accept-communication', { communicationId: id, action: 'accept' });
    expect(forThem.statusCode).toBe(403);
    expect(await pending(customer)).toContain(id);
    const visitor = new TestClient(demo.shop.app);
    expect((await visitor.request({ url: '/comunicazioni/in-attesa', headers: json })).statusCode).toBe(401);
    expect(
      (await visitor.request({ method: 'POST', url: '/accept-communication', payload: { communicationId: id, action: 'accept' } }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the staff page and the writing of communications from customers (403)', async () => {
    const customer = await loggedIn('demo');
    expect((await customer.request({ url: '/staff/comunicazioni' })).statusCode).toBe(403);
    const write = await customer.send('POST', '/staff/comunicazioni', {
      title: 'x',
      text: 'y',
      mandatory: false,
      validFrom: inDays(0),
      validTo: inDays(1),
      allCustomers: true,
    });
    expect(write.statusCode).toBe(403);
  });
});
