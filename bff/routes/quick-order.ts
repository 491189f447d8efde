import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quickOrderReply, type QuickOrderLineResult } from '../../shared/contract/cart.ts';
import { toCartCountReply } from '../lib/cart-wire.ts';
import { idempotencyKeyOf } from '../lib/idempotency-key.ts';
import { t } from '../../shared/i18n/server.ts';
import { HttpError } from '../lib/http-error.ts';
import { refusalText } from '../lib/reason-text.ts';
import { readPastedLines } from '../lib/quick-order-text.ts';
import { followCart, sessionCartRef } from '../lib/session-cart.ts';

const MAX_LINES = 200;

/**
 * Quick order beyond the spec (SPEC §5's fast order adds one code through the catalogue's product-code lookup and
 * add-ajax): many `code quantity` lines pasted from an e-mail or a spreadsheet, added to the active cart in one
 * request. Each line is reported (added, quantity adjusted to the pack, several matches, not found, unreadable);
 * with an Idempotency-Key the whole paste is added once, however often it is sent.
 */
const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/quick-order',
    {
      schema: { body: z.object({ csrfToken: z.string().optional(), text: z.string().max(20_000) }), response: { 200: quickOrderReply } },
      config: { access: 'customer', personal: true },
    },
    async (request) => {
      const pasted = readPastedLines(request.body.text);
      if (pasted.length === 0) throw new HttpError(400, t('JS_QUICK_ORDER_NOTHING'));
      if (pasted.length > MAX_LINES) throw new HttpError(400, t('JS_QUICK_ORDER_TOO_MANY', { max: MAX_LINES }));
      const readable = pasted.filter((line) => !('unreadable' in line));
      const unreadable: QuickOrderLineResult[] = pasted
        .filter((line) => 'unreadable' in line)
        .map(({ line, code, quantity }) => ({ line, code, quantity, status: 'invalid' }));
      if (readable.length === 0) {
        const count = await app.ports.carts.count(sessionCartRef(request), request.portCtx());
        return { cart: toCartCountReply(count), lines: unreadable };
      }
      const reply = await app.ports.carts.addLines(
        { ...sessionCartRef(request), lines: readable.map(({ code, quantity }) => ({ code, quantity })) },
        request.portCtx(idempotencyKeyOf(request)),
      );
      await followCart(request, reply.cart.cartId);
      // The port numbers the lines it was sent; the customer reads the lines of what they pasted.
      const added = reply.lines.map(({ refusal, ...result }) => ({
        ...result,
        line: readable[result.line - 1]?.line ?? result.line,
        ...(refusal ? { message: refusalText(refusal) } : {}),
      }));
      return { cart: toCartCountReply(reply.cart), lines: [...added, ...unreadable].sort((a, b) => a.line - b.line) };
    },
  );
};

export default quickOrderRoutes;
