import { useId, useState, type FormEvent } from 'react';
import type { CatalogueItem } from '../../../shared/contract/catalogue.ts';
import { addToCart } from '../../api/cart.ts';
import { t } from '../../i18n/catalogue.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Quantity and add button (SPEC §5: both disabled during the call); failures show "ATTENZIONE: {message}". */
export function AddToCartForm({ product }: { product: Pick<CatalogueItem, 'id' | 'code' | 'minQty' | 'packQty'> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const hasRule = product.minQty > 1 || product.packQty > 1;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
    const quantity = Number(input.value);
    setBusy(true);
    try {
      await addToCart({ productId: product.id, quantity });
      snackbar.show(t('JS_ADDED_TO_CART'), 'success');
    } catch (error) {
      notifyWarning(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1" aria-busy={busy} data-testid="add-to-cart">
      <div className="flex items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={`${id}-qty`} className="text-xs text-slate-600">
            {t('JS_QUANTITY')}
          </label>
          <input
            id={`${id}-qty`}
            name="quantity"
            type="number"
            inputMode="numeric"
            required
            min={product.minQty}
            step={product.packQty}
            defaultValue={product.minQty}
            disabled={busy}
            aria-describedby={hasRule ? `${id}-rule` : undefined}
            className="h-10 w-20 rounded-md border border-slate-300 px-2 text-right tabular-nums disabled:bg-slate-100 focus-visible:border-blue-700 focus-visible:outline-offset-0"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? (
            <span aria-hidden="true">
              <Spinner size="sm" label={t('JS_LOADING')} />
            </span>
          ) : null}
          {t('JS_ADD_TO_CART')}
        </Button>
      </div>
      {hasRule ? (
        <p id={`${id}-rule`} className="text-xs text-slate-500">
          {t('JS_QUANTITY_RULE', { min: product.minQty, pack: product.packQty })}
        </p>
      ) : null}
    </form>
  );
}
