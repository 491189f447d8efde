import { useEffect, useState } from 'react';
import type { ImportRowView } from '../../../shared/contract/order-import.ts';
import { apiJson } from '../../api/fetch.ts';
import { chooseImportProduct, importFailureText, tryImportCall } from '../../api/order-import.ts';

export type ImportProduct = NonNullable<ImportRowView['product']>;
export interface FoundProducts {
  products: ImportProduct[];
  page: number;
  pages: number;
}

/**
 * The products a row may take: an ambiguous row's the ones its code matches (GET /import-order/select-product/{rowId});
 * any other row searches the catalogue, paged by page number (GET /import-order/select-product-not-found/{rowId}?page=),
 * only once the user asks: the file's code already matched nothing, so searching it unasked only said "nothing found".
 * `ask` runs a search; `choose` calls /import-order/select-product/{rowId}/{productId}, then `onChosen`.
 */
export function useProductChoices(row: ImportRowView, onChosen: () => void) {
  const search = row.status !== 'ambiguous';
  const [asked, setAsked] = useState<{ q: string; page: number } | null>(null);
  const [found, setFound] = useState<FoundProducts | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (search && !asked) return;
    const controller = new AbortController();
    const url = search
      ? `/import-order/select-product-not-found/${row.id}?page=${asked?.page ?? 1}&q=${encodeURIComponent(asked?.q ?? '')}`
      : `/import-order/select-product/${row.id}`;
    apiJson<Partial<FoundProducts> & { products: ImportProduct[] }>(url, { signal: controller.signal })
      .then((reply) => setFound({ products: reply.products, page: reply.page ?? 1, pages: reply.pages ?? 1 }))
      .catch((failure: unknown) => !controller.signal.aborted && setError(importFailureText(failure)));
    return () => controller.abort();
  }, [row.id, search, asked]);

  const choose = (product: ImportProduct) =>
    tryImportCall(async () => {
      await chooseImportProduct(row.id, product.id);
      onChosen();
    }, setError);
  const ask = (q: string) => setAsked({ q, page: 1 });
  const turnPage = (by: 1 | -1) => setAsked((now) => now && { ...now, page: now.page + by });

  return { search, found, error, ask, turnPage, choose };
}
