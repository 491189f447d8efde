import type { ImportProduct, ImportRow, ImportSummary } from '../../adapters/ports/order-import.ts';
import type { CatalogueItem } from '../../shared/contract/catalogue.ts';
import type { ImportRowView, ImportSummaryView } from '../../shared/contract/order-import.ts';

/** The order-import port's English names in SPEC §3's (productCode, referenceImport, qtamacq), once, here. */
export function toImportProductView(product: ImportProduct): ImportRowView['product'] & object {
  const { productId, minQty, packQty, ...rest } = product;
  return { id: productId, ...rest, minimumQuantity: minQty, qtamacq: packQty };
}

export function toImportProductViewOfItem(item: CatalogueItem): ImportRowView['product'] & object {
  return {
    id: item.id,
    brand: item.brand,
    code: item.code,
    description: item.description,
    minimumQuantity: item.minQty,
    qtamacq: item.packQty,
  };
}

export function toImportRowView(row: ImportRow, filename: string): ImportRowView {
  const { rowId, importId: _importId, code, reference, product, ...rest } = row;
  return { id: rowId, productCode: code, referenceImport: reference, filename, ...rest, product: product && toImportProductView(product) };
}

export function toImportSummaryView(summary: ImportSummary): ImportSummaryView {
  const { importId, sentAt: _sentAt, ...rest } = summary;
  return { id: importId, ...rest };
}

/** The save payload's rows as the port's changes: only what a user changes (quantity, product, reference). */
export function rowChangesOf(items: ReadonlyArray<{ id: number; referenceImport?: string; productId?: number | null; quantity?: number }>) {
  return items.map(({ id, referenceImport, productId, quantity }) => ({
    rowId: id,
    ...(quantity === undefined ? {} : { quantity }),
    ...(productId === undefined ? {} : { productId }),
    ...(referenceImport === undefined ? {} : { reference: referenceImport }),
  }));
}
