import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

const json = { accept: 'application/json' };
const place = (stateProvinceRegion: string, isoCountryAlpha2 = 'IT') => ({
  business: 'Officina Rossi',
  street: 'Via Roma 1',
  postalCode: isoCountryAlpha2 === 'IT' ? '31100' : '80331',
  city: isoCountryAlpha2 === 'IT' ? 'Treviso' : 'München',
  stateProvinceRegion,
  isoCountryAlpha2,
  fgMemorize: 'Y',
});

async function customerWithCart(who: 'customer' | 'otherCustomer' = 'customer') {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture[who].username, demo.fixture[who].password);
  await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Consegna' });
  await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
  const addAddress = async (body: object) => client.send('POST', '/checkout/shipping/add-address', body);
  const optionsOf = async (addressId: number) =>
    client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${addressId}`, headers: json });
  return { client, addAddress, optionsOf };
}

const kinds = (options: { kind: string }[]) => options.map((option) => option.kind);

describe('checkout shipping calls', () => {
  it('offers the vans in the own delivery area and couriers elsewhere, each with price and the cart’s promise', async () => {
    const { client, addAddress, optionsOf } = await customerWithCart();
    const treviso = await addAddress(place('tv'));
    expect(treviso.statusCode).toBe(200);
    expect(treviso.json()).toMatchObject({ stateProvinceRegion: 'TV', country: 'Italia', isoCountryAlpha2: 'IT', fgMemorize: 'Y' });

    const own = (await optionsOf(treviso.json().id)).json();
    expect(kinds(own)).toContain('van');
    expect(kinds(own)).not.toContain('courier');
    for (const option of own) {
      expect(option.priceCents).toBeGreaterThanOrEqual(0);
      expect(option.delivery?.text).toMatch(/\S/);
    }

    const milan = await client.request({
      url: '/checkout/shipping/get-fulfillment-options-na?stateProvinceRegion=MI&country=IT',
      headers: json,
    });
    expect(milan.statusCode).toBe(200);
    expect(kinds(milan.json())).toContain('courier');
    expect(kinds(milan.json())).not.toContain('van');

    const abroad = await client.request({
      url: '/checkout/shipping/get-fulfillment-options-na?stateProvinceRegion=Bayern&country=de',
      headers: json,
    });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().length).toBeGreaterThan(0);
    expect(kinds(abroad.json())).not.toContain('van');
  });

  it('refuses an address it cannot deliver to, saying why: a province not in the list, a bad CAP, no country', async () => {
    const { client, addAddress } = await customerWithCart();
    const cases = [
      [place('XX'), 'Scegli una provincia italiana dall’elenco.'],
      [{ ...place('TV'), postalCode: '311' }, 'Il CAP italiano ha 5 cifre.'],
      [place('Bayern', 'ZZ'), 'Scegli un paese.'],
      [{ ...place('TV'), street: '  ' }, 'Scrivi via e numero civico.'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await addAddress(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    const noProvince = await client.request({
      url: '/checkout/shipping/get-fulfillment-options-na?stateProvinceRegion=XX&country=IT',
      headers: json,
    });
    expect(noProvince.statusCode).toBe(400);
    expect(noProvince.json().message).toMatch(/provincia/i);
    const badCountry = await client.request({
      url: '/checkout/shipping/get-fulfillment-options-na?stateProvinceRegion=MI&country=Italia',
      headers: json,
    });
    expect(badCountry.statusCode).toBe(400);
  });

  it('keeps an address given for one order out of the list, and lets only editable addresses change', async () => {
    const { client, addAddress } = await customerWithCart();
    const once = (await addAddress({ ...place('VE'), business: 'Solo per questo ordine', fgMemorize: 'N' })).json();
    const listed = async () => (await client.request({ url: '/checkout/spedizione', headers: json })).json().addresses;
    expect((await listed()).some((address: { id: number }) => address.id === once.id)).toBe(false);

    const kept = (await addAddress({ ...place('PD'), business: 'Magazzino Padova' })).json();
    const changed = await client.send('POST', '/checkout/shipping/update-address', {
      ...place('PD'),
      business: 'Magazzino Padova 2',
      addressId: kept.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: kept.id, business: 'Magazzino Padova 2' });

    const registered = (await listed()).find((address: { fgEditable: string }) => address.fgEditable === 'N');
    expect(registered).toBeDefined();
    const refused = await client.send('POST', '/checkout/shipping/update-address', { ...place('TV'), addressId: registered.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().second.message).toMatch(/\S/);
  });

  it('answers another customer 404 for an address that is not theirs, a visitor 401 and a call without the token 403', async () => {
    const { addAddress } = await customerWithCart();
    const mine = (await addAddress(place('RO'))).json();
    const stranger = await customerWithCart('otherCustomer');
    expect((await stranger.optionsOf(mine.id)).statusCode).toBe(404);
    const update = await stranger.client.send('POST', '/checkout/shipping/update-address', { ...place('RO'), addressId: mine.id });
    expect(update.statusCode).toBe(404);
    const visitor = new TestClient(demo.shop.app);
    expect(
      (await visitor.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${mine.id}`, headers: json })).statusCode,
    ).toBe(401);
    const noToken = await stranger.client.request({
      method: 'POST',
      url: '/checkout/shipping/add-address',
      payload: place('TV'),
      headers: json,
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('renders the shipping page with the addresses and the options of the default one; a visitor is asked to log in', async () => {
    const { client } = await customerWithCart();
    const page = await client.request({ url: '/checkout/spedizione' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="fulfilment-options"');
    const visitor = await new TestClient(demo.shop.app).request({ url: '/checkout/spedizione' });
    expect(visitor.statusCode).toBe(403);
  });
});
