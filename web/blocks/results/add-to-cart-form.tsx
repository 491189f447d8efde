import { useId, useState, type FormEvent } from 'react';
import type { CatalogueItem } from '../../../shared/contract/catalogue.ts';
import { addToCart } from '../../api/add-to-cart.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { CartIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { QuantityField } from './quantity-field.tsx';

export interface AddToCartFormProps {
  product: Pick<CatalogueItem, 'id' | 'code' | 'minQty' | 'packQty'>;
  /** The quantity's text and the urgent flag, when the row owns them (its offer follows them); else the form does. */
  quantity?: string;
  urgent?: boolean;
  onQuantityChange?: (text: string) => void;
  onUrgentChange?: (urgent: boolean) => void;
  /** One line, small controls (the table layout). */
  dense?: boolean;
}

/**
 * Quantity, urgent flag and add button (SPEC §5: disabled during the call); posts /cart/add-ajax (web/api/add-to-cart.ts
 * sends the flag as SPEC names it). Failures show the warning and the server's message
 * ("ATTENZIONE: …", "WARNING: …") in a snackbar.
 */
export function AddToCartForm({ product, dense = false, ...props }: AddToCartFormProps) {
  const id = useId();
  const { submitting: busy, run } = useFormSubmit();
  const [ownQuantity, setOwnQuantity] = useState(String(product.minQty));
  const [ownUrgent, setOwnUrgent] = useState(false);
  const quantity = props.quantity ?? ownQuantity;
  const urgent = props.urgent ?? ownUrgent;
  const hasRule = product.minQty > 1 || product.packQty > 1;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      try {
        await addToCart({ productId: product.id, quantity: Number(quantity), urgent });
        snackbar.show(t('JS_ADDED_TO_CART'), 'success');
      } catch (error) {
        // A refusal is said in a snackbar, over the rows, not inside this small form.
        notifyWarning(error);
      }
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1" aria-busy={busy} data-testid="add-to-cart">
      <div className={cn('flex items-end gap-2', dense ? 'flex-nowrap' : 'flex-wrap')}>
        <QuantityField
          id={`${id}-qty`}
          label={t('JS_QUANTITY')}
          minQty={product.minQty}
          packQty={product.packQty}
          labelClassName={cn('text-xs text-slate-600', dense && 'sr-only')}
          inputClassName={dense ? 'h-8 w-16 text-sm' : 'h-10 w-20'}
          value={quantity}
          onValueChange={props.onQuantityChange ?? setOwnQuantity}
          disabled={busy}
          aria-describedby={hasRule ? `${id}-rule` : undefined}
          data-field="quantity"
        />
        <Checkbox
          name="fgurgente"
          value="S"
          checked={urgent}
          onCheckedChange={props.onUrgentChange ?? setOwnUrgent}
          disabled={busy}
          data-field="urgent"
          title={t('JS_URGENT_HINT')}
          label={t('JS_URGENT')}
          className={cn(
            // An urgent line costs more: the ticked box is red, and so is its label.
            'gap-1.5 rounded-md border border-transparent px-1 text-slate-700 select-none has-[:checked]:font-semibold has-[:checked]:text-red-800 [&>input]:accent-red-700',
            dense ? 'h-8' : 'h-10',
          )}
        />
        <Button
          type="submit"
          disabled={busy}
          size={dense ? 'sm' : 'md'}
          className={cn(!dense && 'grow')}
          aria-label={dense ? t('JS_ADD_TO_CART_OF', { code: product.code }) : undefined}
        >
          {busy ? (
            <span aria-hidden="true">
              <Spinner size="sm" label={t('JS_LOADING')} />
            </span>
          ) : (
            <CartIcon width={16} height={16} />
          )}
          {dense ? t('JS_ADD_TO_CART_SHORT') : t('JS_ADD_TO_CART')}
        </Button>
      </div>
      {hasRule ? (
        <p id={`${id}-rule`} className={cn('text-xs text-slate-500', dense && 'sr-only')}>
          {t('JS_QUANTITY_RULE', { min: product.minQty, pack: product.packQty })}
        </p>
      ) : null}
    </form>
  );
}
