import { useEffect, useState, type FormEvent } from 'react';
import type { ImportRowView } from '../../../shared/contract/order-import.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { apiJson } from '../../api/fetch.ts';
import { chooseImportProduct, importFailureText } from '../../api/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

type Product = NonNullable<ImportRowView['product']>;
interface Found {
  products: Product[];
  page: number;
  pages: number;
}

/**
 * The row's product dialog (Radix Dialog: focus kept inside, Escape closes): an ambiguous row lists the products its
 * code matches (GET /import-order/select-product/{rowId}); a not-found row searches the catalogue, paged by page
 * number (GET /import-order/select-product-not-found/{rowId}?page=). Choosing one calls
 * /import-order/select-product/{rowId}/{productId} and closes.
 */
export function ProductDialog({ row, onClose, onChosen }: { row: ImportRowView; onClose: () => void; onChosen: () => void }) {
  const search = row.status !== 'ambiguous';
  const [q, setQ] = useState(row.productCode);
  const [asked, setAsked] = useState({ q: row.productCode, page: 1 });
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const url = search
      ? `/import-order/select-product-not-found/${row.id}?page=${asked.page}&q=${encodeURIComponent(asked.q)}`
      : `/import-order/select-product/${row.id}`;
    apiJson<Partial<Found> & { products: Product[] }>(url, { signal: controller.signal })
      .then((reply) => setFound({ products: reply.products, page: reply.page ?? 1, pages: reply.pages ?? 1 }))
      .catch((failure: unknown) => !controller.signal.aborted && setError(importFailureText(failure)));
    return () => controller.abort();
  }, [row.id, search, asked]);

  async function choose(product: Product) {
    try {
      await chooseImportProduct(row.id, product.id);
      onChosen();
    } catch (failure) {
      setError(importFailureText(failure));
    }
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ q, page: 1 });
  };
  const title = t(search ? 'JS_IMPORT_SEARCH_TITLE' : 'JS_IMPORT_CHOOSE_TITLE', { code: row.productCode });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('JS_CLOSE')} aria-describedby={undefined} className="max-w-2xl" data-testid="import-product-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {search ? (
          <form onSubmit={onSearch} className="mb-3 flex items-end gap-2">
            <Field label={t('JS_IMPORT_SEARCH_LABEL')} className="flex-1">
              <Input value={q} onValueChange={setQ} maxLength={100} />
            </Field>
            <Button type="submit">{t('JS_IMPORT_SEARCH_SUBMIT')}</Button>
          </form>
        ) : null}
        {found && found.products.length === 0 ? <p className="text-sm">{t('JS_IMPORT_NO_PRODUCTS')}</p> : null}
        <ul className="flex flex-col divide-y divide-slate-100">
          {found?.products.map((product) => (
            <li key={product.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-semibold">
                  {product.brand} {product.code}
                </span>{' '}
                {product.description}
              </span>
              <Button
                size="sm"
                onClick={() => void choose(product)}
                aria-label={t('JS_IMPORT_PICK', { brand: product.brand, code: product.code })}
              >
                {t('JS_IMPORT_PICK_SHORT')}
              </Button>
            </li>
          ))}
        </ul>
        {search && found && found.pages > 1 ? (
          <nav
            className="mt-3 flex items-center justify-between gap-2 text-sm"
            aria-label={t('JS_IMPORT_PAGE_OF', { page: found.page, pages: found.pages })}
          >
            <Button
              variant="outline"
              size="sm"
              disabled={found.page <= 1}
              onClick={() => setAsked((now) => ({ ...now, page: now.page - 1 }))}
            >
              {t('JS_IMPORT_PREVIOUS')}
            </Button>
            <span>{t('JS_IMPORT_PAGE_OF', { page: found.page, pages: found.pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={found.page >= found.pages}
              onClick={() => setAsked((now) => ({ ...now, page: now.page + 1 }))}
            >
              {t('JS_IMPORT_NEXT')}
            </Button>
          </nav>
        ) : null}
        <p role="status" aria-live="polite" className="text-sm text-red-700">
          {error}
        </p>
      </DialogContent>
    </Dialog>
  );
}
