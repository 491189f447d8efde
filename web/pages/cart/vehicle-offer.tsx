import type { CartView } from '../../../shared/contract/cart.ts';
import type { CartVehicleOffer } from '../../../shared/vehicle-cookies.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { versionDetails } from '../../../shared/vehicle-version-text.ts';
import { Button } from '../../ui/button.tsx';

/** The order-data fields a chosen vehicle fills, in the form's names. */
const VEHICLE_FIELDS = ['modello', 'plate', 'vin'] as const;
type VehicleField = (typeof VEHICLE_FIELDS)[number];

/** The id of the suggestion list of a field (its `list` attribute). */
export const vehicleListId = (field: VehicleField) => `cart-vehicle-${field}`;

/** Whether the cart's order data has no vehicle yet: then the chosen one is offered with a button. */
export function offersVehicle(cart: Pick<CartView, VehicleField>, offer: CartVehicleOffer | null): offer is CartVehicleOffer {
  return offer !== null && offer.modello !== '' && VEHICLE_FIELDS.every((field) => cart[field] === '');
}

/**
 * "Fiat Panda 1.2 8V · Berlina · 51 kW / 69 CV · 09/2003–12/2012 · … (AB123CD)": the vehicle as the button names it,
 * its version's details included when known, so two versions alike but for their years are told apart.
 */
export function offerName(offer: CartVehicleOffer): string {
  const name = offer.version ? `${offer.modello} · ${versionDetails(offer.version)}` : offer.modello;
  return offer.plate ? `${name} (${offer.plate})` : name;
}

/**
 * The chosen vehicle's values as suggestions of the model, plate and VIN fields (always, so a typed value can still
 * be replaced by it), drawn from the page data: the server and the browser draw the same lists.
 */
export function VehicleSuggestions({ offer }: { offer: CartVehicleOffer | null }) {
  if (!offer) return null;
  return (
    <>
      {VEHICLE_FIELDS.map((field) =>
        offer[field] ? (
          <datalist key={field} id={vehicleListId(field)}>
            <option value={offer[field]} />
          </datalist>
        ) : null,
      )}
    </>
  );
}

/**
 * "Usa il veicolo scelto: …" (issue 11: the cart's plate and model fields offer the chosen vehicle): fills the empty
 * order data with it and saves through the form's own action.
 */
export function UseVehicleButton({
  offer,
  form,
  disabled,
  save,
}: {
  offer: CartVehicleOffer;
  form: HTMLFormElement | null;
  disabled: boolean;
  save: () => void;
}) {
  function fill() {
    if (!form) return;
    for (const field of VEHICLE_FIELDS) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement && offer[field]) input.value = offer[field];
    }
    save();
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled || !form}
      onClick={fill}
      className="h-auto min-h-9 whitespace-normal text-left sm:col-span-2"
      data-testid="cart-use-vehicle"
    >
      {t('JS_CART_USE_VEHICLE', { name: offerName(offer) })}
    </Button>
  );
}
