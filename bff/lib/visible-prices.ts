/** Net and list prices are a trade customer's business: a visitor gets products without them. */
export function withoutPrices<T extends { netCents?: number; listCents?: number }>(item: T): Omit<T, 'netCents' | 'listCents'> {
  const { netCents: _net, listCents: _list, ...rest } = item;
  return rest;
}

export function pricesFor<T extends { netCents?: number; listCents?: number }>(authenticated: boolean, items: T[]) {
  return authenticated ? items : items.map(withoutPrices);
}

export function promotionsFor<T extends { product: { netCents?: number; listCents?: number } }>(authenticated: boolean, promos: T[]) {
  return authenticated ? promos : promos.map((promo) => ({ ...promo, product: withoutPrices(promo.product) }));
}
