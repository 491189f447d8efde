import { useState } from 'react';
import type { OrderTypeView } from '../../../shared/contract/cart.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';

/** SPEC §9: the page reloads this long after the order type changed. */
export const ORDER_TYPE_RELOAD_MS = 1000;

/**
 * The order type select (SPEC §4 Cart): a choice is confirmed in a dialog that says what the type does to prices and
 * deliveries, then applied, and the page reloads after 1 s. Cancelling keeps the current type.
 */
export function OrderTypeField({
  value,
  orderTypes,
  disabled,
  onChange,
  reload,
}: {
  value: string;
  orderTypes: OrderTypeView[];
  disabled: boolean;
  onChange: (flag: { tipo_ordine: string }) => Promise<boolean>;
  reload: () => void;
}) {
  const [asked, setAsked] = useState<OrderTypeView | null>(null);
  const [applying, setApplying] = useState(false);

  async function confirm(type: OrderTypeView) {
    setApplying(true);
    const applied = await onChange({ tipo_ordine: type.code });
    setAsked(null);
    if (applied) setTimeout(reload, ORDER_TYPE_RELOAD_MS);
    else setApplying(false);
  }

  return (
    <>
      <Field label={t('JS_CART_ORDER_TYPE')}>
        {/* onChange, not onValueChange: a choice opens the confirmation, never on its own at hydration. */}
        <Select
          name="tipo_ordine"
          value={value}
          disabled={disabled || applying}
          onChange={(event) => setAsked(orderTypes.find((type) => type.code === event.currentTarget.value) ?? null)}
          className="w-auto"
          data-testid="cart-order-type"
        >
          {orderTypes.map((type) => (
            <option key={type.code} value={type.code}>
              {type.label}
            </option>
          ))}
        </Select>
      </Field>
      <Dialog open={asked !== null} onOpenChange={(open) => !open && !applying && setAsked(null)}>
        {asked ? (
          <DialogContent data-testid="order-type-confirm">
            <DialogHeader>
              <DialogTitle>{t('JS_CART_ORDER_TYPE_CONFIRM_TITLE', { label: asked.label })}</DialogTitle>
              <DialogDescription>{t('JS_CART_ORDER_TYPE_CONFIRM_TEXT', { description: asked.description })}</DialogDescription>
            </DialogHeader>
            <DialogActions
              cancelLabel={t('JS_CART_CANCEL')}
              confirmLabel={t('JS_CART_CONFIRM')}
              onConfirm={() => void confirm(asked)}
              busy={applying}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
