import { definePage } from '../../../bff/pages/define-page.ts';

/** `/richiesta-listino-netto` (SPEC §2): the brands the customer buys and their changed prices; customers only. */
export const netPriceListPage = definePage('netPriceList', {
  async load({ app, request }) {
    const brands = await app.ports.requests.changedPrices({}, request.portCtx());
    return { brands: brands.map((b) => ({ code: b.brandCode, name: b.brandName, changedPrices: b.changedPrices })) };
  },
});
