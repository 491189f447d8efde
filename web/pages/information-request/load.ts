import { z } from 'zod';
import { idSchema } from '../../../shared/ids.ts';
import { currentAccount } from '../../../bff/lib/principal.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/richiesta-informazioni?productcode=` (SPEC §7 Requests): the information request form's data, `productcode` the
 * product's id; name and e-mail prefilled from the account. An unknown product is 404.
 */
export const informationRequestPage = definePage('informationRequest', {
  query: z.object({ productcode: idSchema }),
  async load({ app, request, query }) {
    const [product, account] = await Promise.all([
      app.ports.catalogue.productById({ id: query.productcode }, request.portCtx()),
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
