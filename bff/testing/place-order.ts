import type { TestClient } from './test-app.ts';

const json = { accept: 'application/json' };

/**
 * Sends the client's active cart as an order to `addressId` by the browser's calls: the address's first delivery
 * option, the cart's current version (If-Match) and `key` as its Idempotency-Key. Answers the reply and a `place`
 * that sends the same request again (a retry).
 */
export async function placeActiveCart(client: TestClient, addressId: number, paymentMethod: 'terms' | 'card', key: string) {
  const options = (
    await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${addressId}`, headers: json })
  ).json();
  const cart = (await client.request({ url: '/cart', headers: json })).json().cart;
  const place = () =>
    client.send(
      'POST',
      '/checkout/place-order',
      { idCart: cart.idCart, addressId, fulfilmentOptionId: options[0].id, paymentMethod },
      { 'idempotency-key': key, 'if-match': `"${cart.version}"` },
    );
  return { placed: await place(), place };
}
