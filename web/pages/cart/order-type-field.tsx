import { useState } from 'react';
import type { OrderTypeView } from '../../../shared/contract/cart.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { Field } from '../../ui/field.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { Select } from '../../ui/select.tsx';

/** The confirmation's code (Radix's dialog) comes with the first choice, not with the cart page. */
const OrderTypeDialogOnDemand = onDemand(() => import('./order-type-dialog.tsx').then((m) => m.OrderTypeDialog));

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
  onChange: (orderType: string) => Promise<boolean>;
  reload: () => void;
}) {
  const [asked, setAsked] = useState<OrderTypeView | null>(null);
  const [applying, setApplying] = useState(false);

  async function confirm(type: OrderTypeView) {
    setApplying(true);
    const applied = await onChange(type.code);
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
      <OrderTypeDialogOnDemand
        needed={asked !== null}
        asked={asked}
        applying={applying}
        onCancel={() => setAsked(null)}
        onConfirm={(type) => void confirm(type)}
      />
    </>
  );
}
