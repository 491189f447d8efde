import { useState, type FormEvent } from 'react';
import { CART_FIELD_LIMITS } from '../../../shared/cart-limits.ts';
import type { CartView, OrderTypeView } from '../../../shared/contract/cart.ts';
import type { CartVehicleOffer } from '../../../shared/vehicle-cookies.ts';
import {
  isFlaggedUrgent,
  saveCartHeader,
  setCartOrderType,
  setCartUrgent,
  type CartHeaderChanges,
  type CartRef,
} from '../../api/cart-page.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { OrderTypeField } from './order-type-field.tsx';
import { UrgentToggle } from './urgent-toggle.tsx';
import type { CartEditor } from './use-cart-editor.ts';
import { offersVehicle, UseVehicleButton, vehicleListId, VehicleSuggestions } from './vehicle-offer.tsx';
import { Panel } from '../../ui/panel.tsx';

/** The header fields as the form holds them. */
function formValues(form: HTMLFormElement): CartHeaderChanges {
  const data = new FormData(form);
  const text = (name: keyof CartHeaderChanges) => String(data.get(name) ?? '');
  return {
    nomeOrdine: text('nomeOrdine'),
    noteOrdine: text('noteOrdine'),
    vin: text('vin'),
    plate: text('plate'),
    modello: text('modello'),
  };
}

/**
 * The cart's header (SPEC §2 /cart): order name, notes, VIN, plate, model, saved by SPEC's form actions; the order
 * type and the urgent flag. Changing either of the last two first resubmits the form (nothing typed is lost), then
 * sets the flag, and the page redraws; `onRefreshing` tells the page (it disables "proceed" meanwhile). A new order
 * type is confirmed first, and the page reloads a second later (SPEC §4, §9). The chosen vehicle (`vehicleOffer`)
 * is suggested in the model, plate and VIN fields and, while they are empty, offered with a button that saves it.
 */
export function CartHeaderForm({
  cart,
  orderTypes,
  vehicleOffer,
  editor,
  onRefreshing,
  reload,
}: {
  cart: CartView;
  orderTypes: OrderTypeView[];
  vehicleOffer: CartVehicleOffer | null;
  editor: CartEditor;
  onRefreshing: (refreshing: boolean) => void;
  reload: () => void;
}) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const saveForm = () => editor.run((ref) => saveCartHeader(ref, cart, form ? formValues(form) : {}));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await saveForm()) snackbar.show(t('JS_CART_SAVED'), 'success');
  }

  async function saveVehicle() {
    if (await saveForm()) snackbar.show(t('JS_CART_VEHICLE_SAVED'), 'success');
  }

  /** Resubmit, set the flag, redraw: "proceed" waits for all three. */
  async function changeFlag(setFlag: (ref: CartRef) => Promise<CartView>): Promise<boolean> {
    onRefreshing(true);
    try {
      return (await saveForm()) && (await editor.run(setFlag));
    } finally {
      onRefreshing(false);
    }
  }

  return (
    <Panel title={t('JS_CART_ORDER_DATA')} headingId="cart-order-data" data-testid="cart-header">
      <form ref={setForm} onSubmit={(event) => void onSubmit(event)} className="grid gap-3 sm:grid-cols-2" key={cart.idCart}>
        {offersVehicle(cart, vehicleOffer) ? (
          <UseVehicleButton offer={vehicleOffer} form={form} disabled={editor.busy} save={() => void saveVehicle()} />
        ) : null}
        <VehicleSuggestions offer={vehicleOffer} />
        <Field label={t('JS_CART_NAME')}>
          <Input name="nomeOrdine" defaultValue={cart.nomeOrdine} maxLength={CART_FIELD_LIMITS.nomeOrdine} />
        </Field>
        <VehicleField field="modello" label={t('JS_CART_MODEL')} cart={cart} offer={vehicleOffer} />
        <VehicleField field="vin" label={t('JS_CART_VIN')} cart={cart} offer={vehicleOffer} pattern="[A-HJ-NPR-Za-hj-npr-z0-9]*" />
        <VehicleField field="plate" label={t('JS_CART_PLATE')} cart={cart} offer={vehicleOffer} />
        <Field label={t('JS_CART_NOTES')} className="sm:col-span-2">
          <Textarea name="noteOrdine" defaultValue={cart.noteOrdine} maxLength={CART_FIELD_LIMITS.noteOrdine} rows={2} />
        </Field>
        <div className="flex flex-wrap items-end gap-4 sm:col-span-2">
          <OrderTypeField
            value={cart.tipo_ordine}
            orderTypes={orderTypes}
            disabled={editor.busy}
            onChange={(orderType) => changeFlag((ref) => setCartOrderType(ref, orderType))}
            reload={reload}
          />
          <UrgentToggle
            urgent={isFlaggedUrgent(cart)}
            disabled={editor.busy}
            onChange={(urgent) => changeFlag((ref) => setCartUrgent(ref, urgent))}
          />
          <Button type="submit" variant="outline" size="sm" disabled={editor.busy} className="ml-auto">
            {t('JS_CART_SAVE')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * A vehicle field of the order data (model, VIN, plate): the cart's value, and the chosen vehicle's offered as a
 * suggestion when there is one. VIN and plate are codes: upper case, no spell check.
 */
function VehicleField({
  field,
  label,
  cart,
  offer,
  pattern,
}: {
  field: 'modello' | 'vin' | 'plate';
  label: string;
  cart: CartView;
  offer: CartVehicleOffer | null;
  pattern?: string;
}) {
  const code = field !== 'modello';
  return (
    <Field label={label}>
      <Input
        name={field}
        list={offer?.[field] ? vehicleListId(field) : undefined}
        defaultValue={cart[field]}
        maxLength={CART_FIELD_LIMITS[field]}
        pattern={pattern}
        {...(code ? { autoCapitalize: 'characters', spellCheck: false, className: 'uppercase' } : {})}
      />
    </Field>
  );
}
