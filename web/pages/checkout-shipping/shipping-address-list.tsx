import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { OWN_DELIVERY_AREA } from '../../../shared/italian-provinces.ts';
import { Radio } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { AddressActions } from '../../blocks/addresses/address-actions.tsx';
import { isEditableAddress } from '../../api/checkout.ts';

/** The addresses to deliver to, one radio card each, with edit and delete where the customer may change them. */
export function ShippingAddressList({
  addresses,
  addressId,
  onChoose,
  onEdit,
  onDeleted,
}: {
  addresses: AddressView[];
  addressId: number | null;
  onChoose: (addressId: number) => void;
  onEdit: (address: AddressView) => void;
  onDeleted: (addressId: number) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <ul className="grid gap-2 md:grid-cols-2" data-testid="addresses">
      {addresses.map((address) => (
        <li
          key={address.id}
          className={cn(
            'flex h-full items-start gap-2 rounded-md border bg-white p-3',
            addressId === address.id ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-300',
          )}
        >
          <Radio
            name="address"
            value={address.id}
            checked={addressId === address.id}
            onCheckedChange={(now) => {
              if (now) onChoose(address.id);
            }}
            multiline
            className="flex min-w-0 flex-1 gap-3 text-base text-slate-900"
            label={<ShippingAddressText address={address} />}
          />
          <AddressActions address={address} onEdit={onEdit} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}

/** An address as the radio card reads: business, lines, and its badges (default, own delivery area, not editable). */
function ShippingAddressText({ address }: { address: AddressView }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col text-sm">
      <span className="font-semibold text-slate-900">{address.business}</span>
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span className="mt-1 flex flex-wrap gap-2 text-xs">
        {address.default ? <span className="rounded bg-blue-100 px-1.5 py-0.5 text-blue-900">{t('JS_CO_DEFAULT')}</span> : null}
        {address.isoCountryAlpha2 === 'IT' && OWN_DELIVERY_AREA.has(address.stateProvinceRegion) ? (
          <span className="rounded bg-green-100 px-1.5 py-0.5 text-green-900">{t('JS_CO_OWN_AREA')}</span>
        ) : null}
        {!isEditableAddress(address) ? <span className="text-slate-600">{t('JS_CO_NOT_EDITABLE')}</span> : null}
      </span>
    </span>
  );
}
