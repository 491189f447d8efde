import type { RequestsPort } from '../../adapters/ports/index.ts';

type ChangedPrices = Awaited<ReturnType<RequestsPort['changedPrices']>>;

/** SPEC §3 price-variation reply: the port's brand code and count under SPEC's names. */
export function priceVariationWire(brands: ChangedPrices): Array<{ cdMarca: string; nrPrezziVariati: number }> {
  return brands.map((brand) => ({ cdMarca: brand.brandCode, nrPrezziVariati: brand.changedPrices }));
}

/** The changed prices of every brand, the menu badge's number. */
export function changedPricesTotal(brands: ChangedPrices): number {
  return brands.reduce((total, brand) => total + brand.changedPrices, 0);
}
