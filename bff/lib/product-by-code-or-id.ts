import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../adapters/ports/op.ts';
import type { Product } from '../../adapters/ports/catalogue.ts';
import { normaliseCode } from '../../shared/codes.ts';
import { decimalText } from '../../shared/decimal-text.ts';
import { t } from '../../shared/i18n/offer.ts';
import { HttpError } from './http-error.ts';
import { aboutProduct } from './product-not-found.ts';

/**
 * The product a link names by `productcode` (SPEC §7 Requests): first as an article code, normalised as search does
 * (links from outside carry the code as the customer's program writes it); when no article has it, as a product id.
 * Several brands sharing the code: the catalogue's first. Neither: the shop's 404 "Articolo non trovato".
 */
export async function productByCodeOrId(app: FastifyInstance, productcode: string, ctx: Ctx): Promise<Product> {
  const code = normaliseCode(productcode);
  const [byCode] = code === '' ? [] : await app.ports.catalogue.productsByCode({ code }, ctx);
  if (byCode) return byCode;
  const id = decimalText(productcode.trim());
  if (id === null || id < 1) throw new HttpError(404, t('JS_PRODUCT_NOT_FOUND'));
  return aboutProduct(app.ports.catalogue.productById({ id }, ctx));
}
