import { z } from 'zod';
import { articleCodeSchema } from '../../../shared/codes.ts';
import { currentAccount } from '../../../bff/lib/principal.ts';
import { productByCodeOrId } from '../../../bff/lib/product-by-code-or-id.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/richiesta-informazioni?productcode=` (SPEC §7 Requests): the information request form's data, `productcode` an
 * article code or else a product id (bff/lib/product-by-code-or-id.ts); name and e-mail prefilled from the account.
 * An unknown product is the 404 "Articolo non trovato".
 */
export const informationRequestPage = definePage('informationRequest', {
  query: z.object({ productcode: articleCodeSchema }),
  async load({ app, request, query }) {
    const [product, account] = await Promise.all([
      productByCodeOrId(app, query.productcode, request.portCtx()),
      currentAccount(app, request),
    ]);
    return {
      product: { id: product.id, code: product.code, description: product.description, brand: product.brand },
      name: account?.username ?? '',
      email: account?.email ?? '',
      phone: '',
    };
  },
});
