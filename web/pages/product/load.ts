import { z } from 'zod';
import { catalogueItem, productCodes, relationKinds, type RelationCounts } from '../../../shared/contract/catalogue.ts';
import { idSchema } from '../../../shared/ids.ts';
import { HttpError } from '../../../bff/lib/http-error.ts';
import { aboutProduct } from '../../../bff/lib/product-not-found.ts';
import { resultRows } from '../../../bff/lib/result-rows.ts';
import { t } from '../../../shared/i18n/offer.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const noRelations = Object.fromEntries(relationKinds.map((kind) => [kind, 0])) as RelationCounts;
/** The catalogue's fields of the product, with its OE numbers and equivalents (the page shows them; lists do not). */
const pageProduct = catalogueItem.extend(productCodes.shape);

/**
 * `/ricambio/{id}`: one product with the asker's offer (no prices for a visitor), its pictures, how many related
 * products each tab holds (the tabs load their rows on demand), its core deposit as a row of its own, the gifts
 * running for its code and, for snow chains, the tyre sizes it fits. A non-numeric id is the page's 400, an
 * unknown one its 404.
 */
export const productPage = definePage('product', {
  query: z.object({}),
  path: z.object({ id: idSchema }),
  async load({ app, request, path }) {
    const { id } = path;
    const ctx = request.portCtx();
    const catalogue = app.ports.catalogue;
    const [found, images, counts, deposit] = await aboutProduct(
      Promise.all([
        catalogue.productById({ id }, ctx),
        catalogue.images({ id }, ctx),
        catalogue.relationCounts({ ids: [id] }, ctx),
        catalogue.coreDeposit({ id }, ctx),
      ]),
    );
    // The catalogue's product carries the customer's prices: only its catalogue fields go on, the offer adds the rest.
    const product = pageProduct.parse(found);
    const [rows, gifts, tyreSizes] = await Promise.all([
      resultRows(app, request, deposit ? [product, deposit] : [product]),
      catalogue.gifts({ code: product.code }, ctx),
      catalogue.tyreSizes({ code: product.code }, ctx),
    ]);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new HttpError(404, t('JS_PRODUCT_NOT_FOUND'));
    const { productId: _productId, ...ownCounts } = counts.find((c) => c.productId === id) ?? { productId: id, ...noRelations };
    return {
      product: { ...row, oeCodes: product.oeCodes, crossReferences: product.crossReferences },
      images,
      counts: ownCounts,
      carcass: (deposit && rows.find((r) => r.id === deposit.id)) ?? null,
      gifts,
      tyreSizes,
    };
  },
});
