import type { Product } from '../../../adapters/ports/catalogue.ts';

/** Pieces in stock over every warehouse. */
export function totalStock(product: Pick<Product, 'stock'>): number {
  return product.stock.reduce((sum, warehouse) => sum + warehouse.quantity, 0);
}
