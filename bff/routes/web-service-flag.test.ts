import { describe, expect, it } from 'vitest';
import { demoShop } from '../testing/demo-shop.ts';
import { TestClient } from '../testing/test-app.ts';

// C000002 (demo2) has no flag in the ERP, INT0001 (staff's own company) fails to save: the reference's test switch.
const demo = demoShop({ REFERENCE_WS_FLAG_MISSING: 'C000002', REFERENCE_WS_FLAG_FAILING: 'INT0001' });

async function loggedIn(username: string, password = username) {
  const client = new TestClient(demo.shop.app);
  await client.login(username, password);
  return client;
}
const get = (client: TestClient) => client.request({ url: '/costanti/get-disponibilita-ws' });

describe('the web-service availability toggle (SPEC §7 /costanti)', () => {
  it('answers S after S is set and another text after N, each set answering OK', async () => {
    const client = await loggedIn('demo');
    const on = await client.send('GET', '/costanti/set-disponibilita-ws?fgWS=S');
    expect([on.statusCode, on.body]).toEqual([200, 'OK']);
    expect((await get(client)).body).toBe('S');
    const off = await client.send('GET', '/costanti/set-disponibilita-ws?fgWS=N');
    expect([off.statusCode, off.body]).toEqual([200, 'OK']);
    expect((await get(client)).body).not.toBe('S');
  });

  it('answers NO when the ERP holds no flag for the customer, and a failure with its message when saving fails', async () => {
    const missing = await loggedIn('demo2');
    const no = await missing.send('GET', '/costanti/set-disponibilita-ws?fgWS=S');
    expect([no.statusCode, no.body]).toEqual([200, 'NO']);
    expect((await get(missing)).body).not.toBe('S');
    const failing = await loggedIn('staff');
    const error = await failing.send('GET', '/costanti/set-disponibilita-ws?fgWS=S');
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.statusCode).toBeLessThan(600);
    expect(error.body).not.toMatch(/^(OK|NO)$/);
  });

  it('refuses fgWS other than S or N (400, nothing changed), a set without the token (403) and a visitor (401)', async () => {
    const client = await loggedIn('demo');
    await client.send('GET', '/costanti/set-disponibilita-ws?fgWS=S');
    for (const bad of ['s', 'Y', '', 'SN']) {
      const reply = await client.send('GET', `/costanti/set-disponibilita-ws?fgWS=${bad}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/\S/);
    }
    expect((await client.send('GET', '/costanti/set-disponibilita-ws')).statusCode).toBe(400);
    expect((await client.request({ url: '/costanti/set-disponibilita-ws?fgWS=N' })).statusCode).toBe(403);
    expect((await get(client)).body).toBe('S');
    const visitor = new TestClient(demo.shop.app);
    expect((await get(visitor)).statusCode).toBe(401);
    expect((await visitor.request({ url: '/costanti/set-disponibilita-ws?fgWS=S' })).statusCode).toBe(401);
  });
});
