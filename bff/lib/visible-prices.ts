import type {
  CustomerProduct,
  CustomerPromo,
  ProductView,
  PromoView,
  VisitorProduct,
  VisitorPromo,
} from '../../shared/contract/catalogue.ts';

/** Net and list prices are a trade customer's business: a visitor gets products without them. */
export function withoutPrices<T extends { netCents: number; listCents: number }>(item: T): Omit<T, 'netCents' | 'listCents'> {
  const { netCents: _net, listCents: _list, ...rest } = item;
  return rest;
}

/** Products as the asker may see them: with prices for a logged-in customer, without for a visitor. */
export function productsFor(authenticated: boolean, products: CustomerProduct[]): ProductView[] {
  return authenticated ? products : products.map((product): VisitorProduct => withoutPrices(product));
}

export function promotionsFor(authenticated: boolean, promos: CustomerPromo[]): PromoView[] {
  return authenticated ? promos : promos.map((promo): VisitorPromo => ({ ...promo, product: withoutPrices(promo.product) }));
}
