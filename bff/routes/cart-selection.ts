import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSummary, cartView } from '../../shared/contract/cart.ts';
import { idSchema, intFromText } from '../../shared/ids.ts';
import { toCartSummary, toCartView } from '../lib/cart-wire.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { activateCart, sessionCartRef } from '../lib/session-cart.ts';

const customer = { access: 'customer', personal: true } as const;

/**
 * list-carts pages: without parameters the first 100 carts, as before paging; `page` and `pageSize` (at most 100) ask
 * for any other. The reply stays a plain array; `X-Total-Count` says how many open carts there are in all.
 */
const listQuery = z.object({
  page: intFromText({ min: 1, max: 10_000 }).default(1),
  pageSize: intFromText({ min: 1, max: 100 }).default(100),
});
const text = (reply: { type(value: string): { send(body: string): unknown } }, body: string) =>
  reply.type('text/plain; charset=utf-8').send(body);

/**
 * Several active carts (SPEC §2 order selection table, §7 switch-cart): the customer's open carts, switching the
 * session's active cart, a new named cart, deleting an empty one. Another customer's cart id is 404 and changes
 * nothing: the port only answers the customer's own carts.
 */
const cartSelectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = app.ports.carts;

  app.get(
    '/cart/list-carts',
    { schema: { querystring: listQuery, response: { 200: z.array(cartSummary) } }, config: customer },
    async (request, reply) => {
      const { rows, total } = await carts.list(request.query, request.portCtx());
      reply.header('x-total-count', String(total));
      return rows.map(toCartSummary);
    },
  );

  // A button of the order selection table: a GET that changes the session, so the token comes as X-CSRF-Token.
  app.get(
    '/cart/switch-cart',
    { schema: { querystring: z.object({ idCart: idSchema, csrfToken: z.string().optional() }) }, config: { ...customer, csrf: true } },
    async (request, reply) => {
      const cart = await carts.get({ cartId: request.query.idCart }, request.portCtx());
      await activateCart(request, cart.cartId);
      return text(reply, 'OK');
    },
  );

  app.post(
    '/cart/new-cart',
    {
      schema: { body: z.object({ csrfToken: z.string().optional(), nomeOrdine: z.string().default('') }), response: { 200: cartView } },
      config: customer,
    },
    async (request) => {
      const cart = await carts.create({ orderName: request.body.nomeOrdine }, request.portCtx(idempotencyKeyOf(request)));
      await activateCart(request, cart.cartId);
      return toCartView(cart);
    },
  );

  app.post(
    '/cart/delete-cart',
    { schema: { body: z.object({ csrfToken: z.string().optional(), idCart: idSchema }) }, config: customer },
    async (request, reply) => {
      await carts.remove({ cartId: request.body.idCart }, request.portCtx());
      // The session's own cart is gone: the port's fallback (the latest open cart) answers from now on.
      if (sessionCartRef(request).cartId === request.body.idCart) {
        const next = await carts.current({}, request.portCtx());
        await activateCart(request, next?.cartId ?? 0);
      }
      return text(reply, 'OK');
    },
  );
};

export default cartSelectionRoutes;
