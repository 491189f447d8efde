import { promotionsFor } from '../../../bff/lib/visible-prices.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/`: the promotions of the carousel, priced for a customer. */
export const homePage = definePage('home', {
  async load({ app, request }) {
    const promotions = await app.ports.catalogue.promotions({}, request.portCtx());
    return { promotions: promotionsFor(request.session.actor !== null, promotions) };
  },
});
