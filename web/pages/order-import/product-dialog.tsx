import { useState, type FormEvent } from 'react';
import type { ImportRowView } from '../../../shared/contract/order-import.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { useProductChoices, type FoundProducts, type ImportProduct } from './use-product-choices.ts';

/**
 * The row's product dialog (Radix Dialog: focus kept inside, Escape closes): an ambiguous row lists the products its
 * code matches, a not-found row searches the catalogue (use-product-choices.ts). Choosing one closes it.
 */
export function ProductDialog({ row, onClose, onChosen }: { row: ImportRowView; onClose: () => void; onChosen: () => void }) {
  const choices = useProductChoices(row, onChosen);
  const { search, found } = choices;
  const title = t(search ? 'JS_IMPORT_SEARCH_TITLE' : 'JS_IMPORT_CHOOSE_TITLE', { code: row.productCode });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('JS_CLOSE')} aria-describedby={undefined} className="max-w-2xl" data-testid="import-product-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {search ? <ProductSearch code={row.productCode} onSearch={choices.ask} /> : null}
        {found && found.products.length === 0 ? <p className="text-sm">{t('JS_IMPORT_NO_PRODUCTS')}</p> : null}
        <ProductList products={found?.products ?? []} onChoose={(product) => void choices.choose(product)} />
        {search && found && found.pages > 1 ? <ProductPager found={found} onTurn={choices.turnPage} /> : null}
        <p role="status" aria-live="polite" className="text-sm text-red-700">
          {choices.error}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** The catalogue search of a row matching found nothing for: the file's code to start with. */
function ProductSearch({ code, onSearch }: { code: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <form onSubmit={submit} className="mb-3 flex items-end gap-2">
      <Field label={t('JS_IMPORT_SEARCH_LABEL')} className="flex-1">
        <Input value={q} onValueChange={setQ} maxLength={100} />
      </Field>
      <Button type="submit">{t('JS_IMPORT_SEARCH_SUBMIT')}</Button>
    </form>
  );
}

function ProductList({ products, onChoose }: { products: ImportProduct[]; onChoose: (product: ImportProduct) => void }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {products.map((product) => (
        <li key={product.id} className="flex items-center gap-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="font-semibold">
              {product.brand} {product.code}
            </span>{' '}
            {product.description}
          </span>
          <Button
            size="sm"
            onClick={() => onChoose(product)}
            aria-label={t('JS_IMPORT_PICK', { brand: product.brand, code: product.code })}
          >
            {t('JS_IMPORT_PICK_SHORT')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The search's pages: previous, where we are, next. */
function ProductPager({ found, onTurn }: { found: FoundProducts; onTurn: (by: 1 | -1) => void }) {
  const where = t('JS_IMPORT_PAGE_OF', { page: found.page, pages: found.pages });
  return (
    <nav className="mt-3 flex items-center justify-between gap-2 text-sm" aria-label={where}>
      <Button variant="outline" size="sm" disabled={found.page <= 1} onClick={() => onTurn(-1)}>
        {t('JS_IMPORT_PREVIOUS')}
      </Button>
      <span>{where}</span>
      <Button variant="outline" size="sm" disabled={found.page >= found.pages} onClick={() => onTurn(1)}>
        {t('JS_IMPORT_NEXT')}
      </Button>
    </nav>
  );
}
