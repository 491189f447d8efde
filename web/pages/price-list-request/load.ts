import { definePage } from '../../../bff/pages/define-page.ts';

/** `/richiesta-listino` (SPEC §2): the price-list request form's manufacturers; customers only. */
export const priceListRequestPage = definePage('priceListRequest', {
  async load({ app, request }) {
    return { manufacturers: await app.ports.requests.manufacturers({}, request.portCtx()) };
  },
});
