import { useId, useState, type FormEvent } from 'react';
import type { SearchRow } from '../../../shared/contract/search.ts';
import { formatEuro } from '../../../shared/money.ts';
import { addToCart } from '../../api/add-to-cart.ts';
import { InformationRequestButton } from '../../blocks/information-request/information-button.tsx';
import { t } from '../../../shared/i18n/product.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { QuantityField } from '../../blocks/results/quantity-field.tsx';
import { RowAvailability } from '../../blocks/availability/row-availability.tsx';
import { Notice } from '../../ui/notice.tsx';

/**
 * What the product costs the customer, where it is and when it arrives, and the quantity to put in the cart. An
 * exchange part (with a core deposit) asks first, in the carcass dialog, and then adds the part and its deposit.
 */
export function ProductBuyBox({ product, carcass, loggedIn }: { product: SearchRow; carcass: SearchRow | null; loggedIn: boolean }) {
  const prices = product.offer.prices;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="buy-box">
      {loggedIn && prices ? (
        <div className="flex flex-col">
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('JS_PRODUCT_NET_PRICE')}</span>
          <span className="text-3xl font-bold text-blue-800 tabular-nums" data-field="net-price">
            {formatEuro(prices.netCents)}
          </span>
          <span className="text-xs text-slate-600">{t('JS_PRODUCT_VAT_EXCLUDED')}</span>
          <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600 tabular-nums">
            <span data-field="list-price">{t('JS_LIST_PRICE', { price: formatEuro(prices.listCents) })}</span>
            {prices.urgentNetCents !== prices.netCents ? (
              <span data-field="urgent-price">{t('JS_URGENT_PRICE', { price: formatEuro(prices.urgentNetCents) })}</span>
            ) : null}
          </span>
        </div>
      ) : null}
      <RowAvailability availability={product.offer.availability} delivery={product.offer.delivery} />
      {carcass?.offer.prices ? (
        <Notice tone="warning" data-testid="deposit-note">
          {t('JS_PRODUCT_DEPOSIT_NOTE', { amount: formatEuro(carcass.offer.prices.netCents) })}
        </Notice>
      ) : null}
      {loggedIn ? (
        prices ? (
          <BuyForm product={product} carcass={carcass} />
        ) : (
          <p className="text-sm text-slate-700">{t('JS_PRODUCT_NOT_ORDERABLE')}</p>
        )
      ) : null}
      {loggedIn ? <InformationRequestButton productId={product.id} className="self-start" /> : null}
    </div>
  );
}

/** The core-deposit question, its code (a Radix dialog) loaded when an exchange part is first added. */
const CarcassDialog = onDemand(() => import('./carcass-dialog.tsx').then((m) => m.CarcassDialog));

function BuyForm({ product, carcass }: { product: SearchRow; carcass: SearchRow | null }) {
  const id = useId();
  const { submitting: busy, run } = useFormSubmit();
  const [asking, setAsking] = useState<number | null>(null);
  const hasRule = product.minQty > 1 || product.packQty > 1;

  const addPart = (quantity: number) =>
    run(async () => {
      try {
        await addToCart({ productId: product.id, quantity });
      } catch (error) {
        // A refusal is said in a snackbar, as the result rows' add button says it.
        notifyWarning(error);
        return;
      }
      if (!carcass) {
        snackbar.show(t('JS_ADDED_TO_CART'), 'success');
        return;
      }
      try {
        // One deposit for each part, in a call (and idempotency key) of its own.
        await addToCart({ productId: carcass.id, quantity });
        snackbar.show(t('JS_CARCASS_ADDED'), 'success');
      } catch {
        snackbar.show(t('JS_CARCASS_DEPOSIT_FAILED'), 'error');
      }
      setAsking(null);
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
    const quantity = Number(input.value);
    if (carcass) setAsking(quantity);
    else void addPart(quantity);
  }

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-1" aria-busy={busy} data-testid="add-to-cart">
        <div className="flex items-end gap-2">
          <QuantityField
            id={`${id}-qty`}
            label={t('JS_QUANTITY')}
            minQty={product.minQty}
            packQty={product.packQty}
            labelClassName="text-xs text-slate-700"
            inputClassName="h-11 w-24 bg-white"
            defaultValue={product.minQty}
            disabled={busy}
            aria-describedby={hasRule ? `${id}-rule` : undefined}
          />
          <Button type="submit" disabled={busy} className="h-11 flex-1">
            {busy && asking === null ? (
              <span aria-hidden="true">
                <Spinner size="sm" label={t('JS_LOADING')} />
              </span>
            ) : null}
            {t('JS_ADD_TO_CART')}
          </Button>
        </div>
        {hasRule ? (
          <p id={`${id}-rule`} className="text-xs text-slate-600">
            {t('JS_QUANTITY_RULE', { min: product.minQty, pack: product.packQty })}
          </p>
        ) : null}
      </form>
      {carcass ? (
        <CarcassDialog
          needed={asking !== null}
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          part={product}
          deposit={carcass}
          quantity={asking ?? product.minQty}
          busy={busy}
          onConfirm={() => asking !== null && void addPart(asking)}
        />
      ) : null}
    </>
  );
}
