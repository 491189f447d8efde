import type { ProductView } from '../../../shared/contract/catalogue.ts';

/** Pieces in stock over every warehouse. */
export function totalStock(product: Pick<ProductView, 'stock'>): number {
  return product.stock.reduce((sum, warehouse) => sum + warehouse.quantity, 0);
}
