import { randomUUID } from 'node:crypto';
import { TREVISO_ADDRESS } from '../sample-address.ts';
import { sessionClient, type SessionClient } from '../http-session.ts';

// One of the soak's clients: a customer's session playing a round of cart writes, checkout and payment against the
// real server, keeping what the server acknowledged. A request that gets no whole answer (the server was killed)
// ends the client's round; it is sent again, as it was, once the server is back (`recover`).

export type PaymentMethod = 'terms' | 'card' | 'wallet';

/** What the server acknowledged for one cart: its lines by product, its order, whether the order was paid. */
export interface CartRecord {
  cartId: number;
  lines: Map<number, number>;
  order?: { id: number; paid: boolean };
}

/** A write sent and not answered: sent again after the restart, with the same Idempotency-Key and body. */
interface Pending {
  path: string;
  /** JSON, a form, or null for a GET (the payment's way back). */
  body: object | string | null;
  headers: Record<string, string>;
  /** What the answer means for the record once it comes. */
  apply: (res: Response) => Promise<void>;
}

class ServerGone extends Error {}

export class SoakClient {
  readonly carts: CartRecord[] = [];
  private readonly call: SessionClient;
  private pending: Pending | null = null;
  private address = 0;
  private option = '';

  constructor(
    base: string,
    private readonly who: { username: string; password: string; paymentMethod: PaymentMethod },
    /** Called on every acknowledged write: the soak kills the server after some of them. */
    private readonly acknowledged: () => void,
  ) {
    this.call = sessionClient(base);
  }

  async logIn(): Promise<void> {
    const login = await this.call.post('/login', { username: this.who.username, password: this.who.password });
    if (login.status !== 200) throw new Error(`login ${this.who.username}: ${login.status}`);
    await this.call.refreshToken();
    this.address = ((await (await this.call.post('/checkout/shipping/add-address', TREVISO_ADDRESS)).json()) as { id: number }).id;
    const options = (await this.call.json<{ id: string }[]>(`/checkout/shipping/get-fulfillment-options?address_id=${this.address}`)) ?? [];
    this.option = options[0]?.id ?? '';
  }

  /** A write; its answer applied to the record. No whole answer: remembered, and the round ends for this client. */
  private async write(path: string, body: Pending['body'], apply: Pending['apply'], headers: Record<string, string> = {}): Promise<void> {
    const pending: Pending = { path, body, headers, apply };
    this.pending = pending;
    const res = await this.send(pending).catch(() => null);
    if (!res) throw new ServerGone();
    await apply(res);
    this.pending = null;
    this.acknowledged();
  }

  private send({ path, body, headers }: Pending): Promise<Response> {
    if (body === null) return this.call.call(path, { headers });
    return typeof body === 'string'
      ? this.call.call(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } })
      : this.call.post(path, body, headers);
  }

  private async read<T>(path: string): Promise<T> {
    const res = await this.call.call(path).catch(() => null);
    const json = res && res.status === 200 ? ((await res.json().catch(() => null)) as T | null) : null;
    if (json === null) throw new ServerGone();
    return json;
  }

  /**
   * A round: a new cart, three adds, a quantity changed, a line removed, the order placed and (card, wallet) paid
   * on the provider's page. Ends early, without error, when the server goes away.
   */
  async play(round: number, products: number[]): Promise<void> {
    try {
      await this.write(
        '/cart/new-cart',
        { nomeOrdine: `Soak ${round}` },
        async (res) => {
          await ok('new-cart')(res);
        },
        { 'idempotency-key': randomUUID() },
      );
      const opened = await this.read<{ cart: { idCart: number } }>('/cart');
      const record: CartRecord = { cartId: opened.cart.idCart, lines: new Map() };
      this.carts.push(record);
      for (const [i, productId] of products.entries()) {
        const quantity = 1 + i;
        await this.write(
          '/cart/add-ajax',
          { productId, quantity },
          async (res) => {
            await ok('add-ajax')(res);
            record.lines.set(productId, quantity);
          },
          { 'idempotency-key': randomUUID() },
        );
      }
      const { cart } = await this.read<{ cart: { items: { orderItemId: number; productId: number; quantity: number }[] } }>('/cart');
      const [first, second] = cart.items;
      if (first) {
        await this.write(
          '/cart/update-cart-item',
          { idCart: record.cartId, orderItemId: first.orderItemId, quantity: first.quantity + 2 },
          async (res) => {
            await ok('update-cart-item')(res);
            record.lines.set(first.productId, first.quantity + 2);
          },
        );
      }
      if (second) {
        await this.write('/cart/remove-cart-item', { idCart: record.cartId, orderItemId: second.orderItemId }, async (res) => {
          // Sent again after a crash that had removed it: the line is not there any more, which is what was asked.
          if (res.status !== 404) await ok('remove-cart-item')(res);
          record.lines.delete(second.productId);
        });
      }
      const { cart: before } = await this.read<{ cart: { version: number } }>('/cart');
      let next = '';
      await this.write(
        '/checkout/place-order',
        { idCart: record.cartId, addressId: this.address, fulfilmentOptionId: this.option, paymentMethod: this.who.paymentMethod },
        async (res) => {
          const reply = (await ok('place-order')(res)) as { order: { id: number; paymentState: string }; next?: string };
          record.order = { id: reply.order.id, paid: false };
          next = reply.next ?? '';
        },
        { 'idempotency-key': randomUUID(), 'if-match': `"${before.version}"` },
      );
      if (this.who.paymentMethod === 'terms' || !next) return;
      let back = '';
      await this.write(new URL(next).pathname, 'esito=approva', async (res) => {
        if (res.status !== 303) throw new Error(`approve: ${res.status}`);
        back = res.headers.get('location') ?? '';
      });
      const order = record.order;
      const way = new URL(back, 'http://shop.invalid');
      await this.write(`${way.pathname}${way.search}`, null, async (res) => {
        if (res.status !== 303) throw new Error(`payment return: ${res.status}`);
        if (order) order.paid = true;
      });
    } catch (error) {
      if (!(error instanceof ServerGone)) throw error;
    }
  }

  /** The unanswered write sent again, as it was, to the restarted server: it must be answered now. True if one was. */
  async recover(): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return false;
    const res = await this.send(pending);
    await pending.apply(res);
    this.pending = null;
    return true;
  }
}

/** A write's answer must be 200; its JSON. */
const ok = (what: string) => async (res: Response) => {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
};
