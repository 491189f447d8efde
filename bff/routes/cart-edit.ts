import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartFieldChecks } from '../../shared/cart-field-checks.ts';
import { MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import type { Cart } from '../../adapters/ports/carts.ts';
import { cartView, type CartView } from '../../shared/contract/cart.ts';
import { flagSN, idSchema, intFromText } from '../../shared/ids.ts';
import { cartChangesOf, itemChangesOf, toCartView } from '../lib/cart-wire.ts';
import { expectedCartVersion } from '../lib/session-cart.ts';

const customer = { access: 'customer', personal: true } as const;
const tokens = { csrfToken: z.string().optional(), stateVersionToken: z.string().optional() };

/** The cart after the change, as SPEC's reply shows it; its version is the ETag the page sends back in If-Match next. */
function tagged(reply: FastifyReply, cart: Cart): CartView {
  reply.header('etag', `"${cart.version}"`);
  return toCartView(cart);
}

/**
 * The cart page's edits (SPEC §7 Cart): the header's form actions answer text OK; the order type and urgent flag
 * (GETs that change state: the token comes as X-CSRF-Token) and the line edits answer the cart as it now is, for
 * the page to redraw. Every one names its cart (`idCart`): another customer's cart is 404 and stays as it was.
 * The page sends the cart version it shows in If-Match (a cart changed since answers 409) and reads the version
 * after its change from the reply's ETag.
 */
const cartEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = app.ports.carts;
  // Form fields are checked here as the port checks them (shared/cart-field-checks.ts): a 400 names the field's label.
  const { nomeOrdine, noteOrdine, vin, plate, modello } = cartFieldChecks;
  const headerForms = [
    { path: '/cart/update-nome-ordine', body: z.object({ ...tokens, idCart: idSchema, nomeOrdine }) },
    { path: '/cart/update-note-ordine', body: z.object({ ...tokens, idCart: idSchema, noteOrdine }) },
    { path: '/cart/update-dati-veicolo', body: z.object({ ...tokens, idCart: idSchema, vin, plate, modello }) },
  ];
  for (const { path, body } of headerForms) {
    app.post(path, { schema: { body }, config: customer }, async (request, reply) => {
      const { idCart, csrfToken: _c, stateVersionToken: _s, ...fields } = request.body;
      const changes = cartChangesOf(fields);
      tagged(reply, await carts.update({ cartId: idCart, ...expectedCartVersion(request), changes }, request.portCtx()));
      return reply.type('text/plain; charset=utf-8').send('OK');
    });
  }

  // The order type and the urgent flag: GETs that change the cart (the token comes as X-CSRF-Token).
  const flagChanges = [
    { path: '/cart/update-cart-tipo-ordine', query: z.object({ idCart: idSchema, tipo_ordine: z.string().trim().min(1).max(10) }) },
    { path: '/update-cart-fgurgente', query: z.object({ idCart: idSchema, fgurgente: flagSN }) },
  ];
  for (const { path, query } of flagChanges) {
    app.get(
      path,
      { schema: { querystring: query, response: { 200: cartView } }, config: { ...customer, csrf: true } },
      async (request, reply) => {
        const { idCart, ...fields } = request.query;
        const changes = cartChangesOf(fields);
        return tagged(reply, await carts.update({ cartId: idCart, ...expectedCartVersion(request), changes }, request.portCtx()));
      },
    );
  }

  app.post(
    '/cart/update-cart-item',
    {
      schema: {
        body: z.object({
          ...tokens,
          idCart: idSchema,
          orderItemId: idSchema,
          quantity: intFromText({ min: 1, max: MAX_LINE_QUANTITY }).optional(),
          note: z.string().optional(),
          fgurgente: flagSN.optional(),
          vehicle: z.string().optional(),
        }),
        response: { 200: cartView },
      },
      config: customer,
    },
    async (request, reply) => {
      const { idCart, orderItemId, csrfToken: _c, stateVersionToken: _s, ...fields } = request.body;
      const changes = itemChangesOf(fields);
      return tagged(
        reply,
        await carts.updateItem({ cartId: idCart, orderItemId, ...expectedCartVersion(request), changes }, request.portCtx()),
      );
    },
  );

  app.post(
    '/cart/remove-cart-item',
    { schema: { body: z.object({ ...tokens, idCart: idSchema, orderItemId: idSchema }), response: { 200: cartView } }, config: customer },
    async (request, reply) =>
      tagged(
        reply,
        await carts.removeItem(
          { cartId: request.body.idCart, orderItemId: request.body.orderItemId, ...expectedCartVersion(request) },
          request.portCtx(),
        ),
      ),
  );
};

export default cartEditRoutes;
