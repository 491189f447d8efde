import { request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { fixQuantities } from './harness/order-import.ts';
import { moveInApp, recordPaints } from './harness/paints.ts';

/** The cart page's states as a frame shows them: its lines, its empty state. */
const CART = { lines: '[data-testid="cart-line"]', empty: '[data-testid="cart-empty"]' };

/**
 * Issue 46: after each kind of change, the next page the customer opens inside the app shows the new state from its
 * first paint (a loading state is fine), never what it showed before the change, at the desktop and the phone width.
 */
describe('no page paints data older than the last action', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;

  /** The products of the active cart, as the server has them. */
  async function cartProductIds(): Promise<number[]> {
    const reply = await page.request.get(`${shop.url}/cart`, { headers: { accept: 'application/json' } });
    const { cart } = (await reply.json()) as { cart?: { items: { productId: number }[] } };
    return cart?.items.map((item) => item.productId) ?? [];
  }

  /** Moves to `path` inside the app and audits the page there once `shown` holds. */
  async function go(path: string, shown: () => Promise<unknown>): Promise<void> {
    await moveInApp(page, path);
    await shown();
    await shop.checkpoint(path);
  }

  /**
   * Presses `button`, which changes the active cart, and waits for the page's reload a second later (SPEC). The app's
   * own requests meanwhile answer slowly: were the page to repaint with the other cart before the reload, it would
   * move more than 500 ms after the press, which the journey's guard fails.
   */
  async function switchesCart(button: string): Promise<void> {
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fallback();
    });
    try {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: button }).click();
      await reloaded;
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** Moves to `path` inside the app and answers every state its `selectors` showed until `settled` holds. */
  async function paintsOf(path: string, selectors: Record<string, string>, settled: () => Promise<unknown>): Promise<string[]> {
    const paints = await recordPaints(page, path, selectors);
    await go(path, settled);
    return paints.stop();
  }

  /** The cart page reached inside the app: every frame's lines, until it shows `lines` (0: its empty state). */
  async function cartPaints(lines: number): Promise<string[]> {
    return paintsOf('/cart', CART, () =>
      lines === 0 ? page.getByTestId('cart-empty').first().waitFor() : expect.poll(() => page.getByTestId('cart-line').count()).toBe(lines),
    );
  }

  beforeAll(async () => {
    page = shop.page;
    // Two mandatory communications for the demo customer, published by staff (their own session).
    const staff = await request.newContext({ baseURL: shop.url });
    expect(
      (await staff.post('/login', { headers: { accept: 'application/json' }, data: { username: 'staff', password: 'staff' } })).status(),
    ).toBe(200);
    const { csrfToken } = (await (await staff.get('/sfapi/v1/principal')).json()) as { csrfToken: string };
    for (const title of ['Prima comunicazione', 'Seconda comunicazione']) {
      const published = await staff.post('/staff/comunicazioni', {
        headers: { 'x-csrf-token': csrfToken },
        data: {
          title,
          text: `${title}: da accettare.`,
          mandatory: true,
          validFrom: '2020-01-01',
          validTo: '2099-12-31',
          allCustomers: false,
          customerCodes: 'C000001',
        },
      });
      expect(published.status()).toBeLessThan(300);
    }
    await staff.dispose();
  });

  it('shows the next mandatory communication as soon as one is accepted, without a reload', async () => {
    await page.setViewportSize(DESKTOP);
    await logInByCookie(shop, 'demo', 'demo');
    const dialog = page.getByTestId('communication-dialog');
    await dialog.getByRole('heading', { name: 'Prima comunicazione' }).waitFor();
    await dialog.getByRole('button', { name: 'Accetto' }).click();
    await dialog.getByRole('heading', { name: 'Seconda comunicazione' }).waitFor({ timeout: 5000 });
    await dialog.getByRole('button', { name: 'Accetto' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    describe(`at ${width} px`, () => {
      it('adds from the results and the product page: the cart page never paints the cart before them', async () => {
        await page.setViewportSize(viewport);
        await shop.visit('/cart');
        await page.getByTestId('cart-empty').first().waitFor();

        const row = page.getByTestId('product-row').first();
        await go('/cerca?q=DDS8747', () => row.waitFor());
        await row.getByRole('button', { name: 'Aggiungi al carrello' }).click();
        await page.getByText('Articolo aggiunto al carrello').first().waitFor();
        const afterResults = await cartPaints(1);
        expect(afterResults.filter((state) => state !== 'lines=1 empty=0' && state !== 'lines=0 empty=0')).toEqual([]);

        await go('/cerca?q=BG1102', () => row.waitFor());
        await row.locator('a[href^="/ricambio/"]').first().click();
        await page.waitForURL(/\/ricambio\//);
        await shop.checkpoint('product page');
        await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
        await page.getByText('Articolo aggiunto al carrello').first().waitFor();
        const afterProduct = await cartPaints(2);
        expect(afterProduct.filter((state) => state !== 'lines=2 empty=0' && state !== 'lines=0 empty=0')).toEqual([]);
      });

      it('pastes lines, and a second tab adds one: back in the first tab the cart page never paints the older cart', async () => {
        const quick = page.getByTestId('quick-order');
        await quick.getByText('Incolla più righe').click();
        await quick.getByLabel('Un codice e una quantità per riga').fill('VKBA 3828 1');
        await quick.getByRole('button', { name: 'Aggiungi le righe' }).click();
        await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
        await go('/', () => page.locator('main').waitFor());

        // The second tab adds a product the cart does not hold yet: a line more, not a quantity more.
        const inCart = await cartProductIds();
        const other = await page.context().newPage();
        await other.goto(`${shop.url}/cerca?q=filtro%20olio`);
        const rows = other.getByTestId('product-row');
        await rows.first().waitFor();
        const ids = await rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-product-id'))));
        const fresh = ids.findIndex((id) => !inCart.includes(id));
        await rows.nth(fresh).getByRole('button', { name: 'Aggiungi al carrello' }).click();
        await other.getByText('Articolo aggiunto al carrello').first().waitFor();
        await other.close();
        await page.bringToFront();
        const paints = await cartPaints(4);
        expect(paints.filter((state) => state !== 'lines=4 empty=0' && state !== 'lines=0 empty=0')).toEqual([]);
      });

      it('creates a new cart and switches back: the cart page shows the active cart from its first paint', async () => {
        // The cart with the lines gets a name of its own, to come back to it among the others.
        await page.getByLabel('Nome ordine').fill(`Lavoro ${width}`);
        await page.getByRole('button', { name: 'Salva i dati' }).click();
        await page
          .getByRole('button', { name: `Usa il carrello Lavoro ${width}` })
          .or(page.getByText('Dati dell’ordine salvati.'))
          .first()
          .waitFor();
        await page.getByLabel('Nome del nuovo carrello').fill(`Scorta ${width}`);
        await switchesCart('Crea un nuovo carrello');
        await page.getByTestId('cart-empty').first().waitFor();
        await go('/', () => page.locator('main').waitFor());
        const empty = await cartPaints(0);
        expect(empty.filter((state) => state !== 'lines=0 empty=1' && state !== 'lines=0 empty=0')).toEqual([]);

        await switchesCart(`Usa il carrello Lavoro ${width}`);
        await expect.poll(() => page.getByTestId('cart-line').count()).toBe(4);
        await go('/', () => page.locator('main').waitFor());
        const back = await cartPaints(4);
        expect(back.filter((state) => state !== 'lines=4 empty=0' && state !== 'lines=0 empty=0')).toEqual([]);
      });

      it('adds an address at checkout and orders: the account area and the orders show them from their first paint', async () => {
        const addresses = page.getByTestId('area-address');
        await go('/area-clienti', () => addresses.first().waitFor());
        const addressesBefore = await addresses.count();
        await go('/area-clienti/ordini', () => page.getByRole('heading', { level: 1, name: 'I miei ordini' }).waitFor());

        await go('/checkout/spedizione', () => page.getByRole('button', { name: 'Nuovo indirizzo' }).waitFor());
        await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
        const form = page.getByTestId('address-form');
        await form.getByLabel('Ragione sociale o nome').fill(`Officina ${width}`);
        await form.getByLabel('Via e numero civico').fill('Via Roma 1');
        await form.getByLabel('CAP').fill('20100');
        await form.getByLabel('Città', { exact: true }).fill('Milano');
        await form.getByLabel('Provincia').selectOption('MI');
        await form.getByRole('button', { name: 'Usa questo indirizzo' }).click();
        await form.waitFor({ state: 'detached' });
        const areaPaints = await paintsOf('/area-clienti', { addresses: '[data-testid="area-address"]' }, () =>
          expect.poll(() => addresses.count()).toBe(addressesBefore + 1),
        );
        expect(areaPaints.filter((state) => state !== `addresses=${addressesBefore + 1}` && state !== 'addresses=0')).toEqual([]);

        await go('/checkout/spedizione', () => page.getByTestId('addresses').waitFor());
        await page.getByTestId('addresses').getByRole('radio').first().check();
        await page.getByTestId('fulfilment-options').getByRole('radio').first().check();
        await page.getByRole('button', { name: 'Continua al pagamento' }).click();
        await page.getByRole('radio', { name: /Ri\.Ba\./ }).check();
        await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
        await page.getByTestId('order-outcome').waitFor();
        await shop.checkpoint('order placed');
        const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Ordine ', '');
        // Every frame of the orders list holds the new order, or is the loading state before any order shows.
        const orderPaints = await paintsOf('/area-clienti/ordini', { orders: '[data-order]', placed: `[data-order="${number}"]` }, () =>
          page.locator(`[data-order="${number}"]`).waitFor(),
        );
        expect(orderPaints.filter((state) => !state.endsWith('placed=1') && state !== 'orders=0 placed=0')).toEqual([]);
        const cartAfter = await cartPaints(0);
        expect(cartAfter.filter((state) => state !== 'lines=0 empty=1' && state !== 'lines=0 empty=0')).toEqual([]);
      });

      it('sends an import to the cart: the cart page it opens never paints the empty cart it held', async () => {
        await go('/import-order', () => page.getByLabel('File dell’ordine').waitFor());
        // Two rows the catalogue knows by one code each: the import sends them without a question.
        const csv = Buffer.from(`Codice;Quantità;Riferimento\nDDS8747;1;Officina ${width}\nVKBA 3828;1;Officina ${width}\n`);
        await page.getByLabel('File dell’ordine').setInputFiles({ name: 'ordine.csv', mimeType: 'text/csv', buffer: csv });
        await page.getByRole('button', { name: 'Carica' }).click();
        await page.waitForURL(/\/import-order\/\d+$/);
        await page.locator('[data-row]').first().waitFor();
        await shop.checkpoint('import to confirm');
        await fixQuantities(page);
        const paints = await recordPaints(page, '/cart', CART);
        await page.getByTestId('import-submit').click();
        await page.waitForURL(/\/cart$/, { waitUntil: 'commit' });
        await page.getByTestId('cart-line').first().waitFor();
        await shop.checkpoint('cart after the import');
        expect((await paints.stop()).filter((state) => state.endsWith('empty=1'))).toEqual([]);

        // The next width starts from an empty active cart, as this one did.
        const reloaded = page.waitForEvent('load');
        await page.getByLabel('Nome del nuovo carrello').fill(`Vuoto ${width}`);
        await page.getByRole('button', { name: 'Crea un nuovo carrello' }).click();
        await reloaded;
        await page.getByTestId('cart-empty').first().waitFor();
      });
    });
  }
});
