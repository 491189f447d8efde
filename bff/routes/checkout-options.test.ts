import { describe, expect, it } from 'vitest';
import type { Ports } from '../../adapters/ports/index.ts';
import { openReference } from '../../adapters/reference/index.ts';
import type { FulfilmentOption } from '../../shared/contract/checkout.ts';
import { fixedClock } from '../../shared/clock.ts';
import { withCache } from '../lib/port-cache.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { createTestApp, TEST_SEED_PRODUCTS, TestClient, type TestApp } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

// Issue 48: checkout's options told apart. Wednesday 25 November 2026, 14:00 in Rome: before the 15:30 van run's
// cut-off, within the express van's hours.
const NOW = '2026-11-25T14:00:00+01:00';
const demo = demoShop({}, { clock: fixedClock(NOW) });
const json = { accept: 'application/json' };

interface Shown {
  id: string;
  kind: string;
  priceCents: number;
  delivery: { text: string } | null;
}

/** The demo customer with a cart of one line (`quantity` pieces, urgent or not) and the Treviso address saved. */
async function treviso(app: TestApp, line: { quantity?: number; urgent?: boolean } = {}) {
  const client = new TestClient(app.app);
  await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
  await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Opzioni' });
  const quantity = line.quantity ?? demo.fixture.product.minQty;
  await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity, fgurgente: line.urgent ? 'S' : 'N' });
  const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
  const options = async (): Promise<Shown[]> =>
    (await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${address.id}`, headers: json })).json();
  const page = async () => (await client.request({ url: `/checkout/spedizione?indirizzo=${address.id}` })).body;
  return { options, page };
}
const byId = (options: Shown[]) => Object.fromEntries(options.map((option) => [option.id, option.delivery?.text]));

describe('the reference ERP’s options, told apart', () => {
  it('offers the 25 € express run where it arrives sooner, and counter pick-up as pick-up', async () => {
    const { options, page } = await treviso(demo.shop);
    expect(byId(await options())).toEqual({
      VAN: 'oggi, giro delle 15:30',
      PICKUP: 'oggi dalle 15:30',
      'VAN-EXPRESS': 'oggi entro le 16:00',
    });
    const html = await page();
    expect(html).toContain('Ritiro al banco oggi dalle 15:30');
    expect(html).not.toMatch(/Ritiro[^<]*giro delle/);
  });

  it('leaves the express run out when an urgent line already travels express with the free van', async () => {
    const { options } = await treviso(demo.shop, { urgent: true });
    const shown = await options();
    expect(shown.map((option) => option.id)).not.toContain('VAN-EXPRESS');
    expect(byId(shown).VAN).toBe('oggi entro le 16:00');
  });

  it('leaves it out when the supplier brings the goods: both would read the same day', async () => {
    const { options, page } = await treviso(demo.shop, { quantity: 5000 });
    const shown = await options();
    expect(shown.map((option) => option.id)).not.toContain('VAN-EXPRESS');
    expect(byId(shown).VAN).toMatch(/^\S+ \d{1,2} \S+$/);
    expect(await page()).not.toContain('Corsa espressa');
  });
});

describe('an ERP’s reply with a pointless paid option', () => {
  const option = (id: string, kind: FulfilmentOption['kind'], priceCents: number, arrivesBy: string): FulfilmentOption => ({
    id,
    kind,
    label: `Opzione ${id}`,
    description: '',
    priceCents,
    delivery: { arrivesBy, method: kind === 'pickup' ? 'pickup' : kind === 'express' ? 'express' : 'courier', run: null, from: null },
  });
  const reply = [
    option('FREE', 'courier', 0, '2026-11-27T18:00:00+01:00'),
    option('SAME', 'express', 1500, '2026-11-27T18:00:00+01:00'),
    option('LATER', 'courier', 2000, '2026-12-02T18:00:00+01:00'),
    option('SOONER', 'express', 2500, '2026-11-26T10:00:00+01:00'),
  ];

  it('hides the paid options that promise no sooner than a cheaper one, logs them, and writes every date alike', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const reference = openReference({ dataDir: demo.shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
    const ports: Ports = { ...reference.ports, checkout: { ...reference.ports.checkout, fulfilmentOptions: async () => reply } };
    const app = await createTestApp(
      { LOG_LEVEL: 'warn' },
      {
        clock: fixedClock(NOW),
        ports: { ports: withCache(ports), close: async () => reference.close() },
        logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
    try {
      const { options, page } = await treviso(app);
      expect(byId(await options())).toEqual({ FREE: 'venerdì 27 novembre', SOONER: 'domani entro le 10:00' });
      const html = await page();
      expect(html).not.toContain('Opzione SAME');
      expect(html).not.toContain('Opzione LATER');
      expect(html).toContain('venerdì 27 novembre');
      expect(html).not.toMatch(/Consegna: venerdì</);
      const hidden = lines.filter((line) => String(line.msg).startsWith('fulfilment option hidden'));
      expect(hidden.map((line) => [line.option, line.cheaper])).toEqual(
        expect.arrayContaining([
          ['SAME', 'FREE'],
          ['LATER', 'FREE'],
        ]),
      );
    } finally {
      await app.close();
    }
  });
});
