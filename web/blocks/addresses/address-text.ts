import type { AddressView } from '../../../shared/contract/checkout.ts';

type AddressLines = Pick<AddressView, 'street' | 'postalCode' | 'city' | 'stateProvinceRegion' | 'country' | 'isoCountryAlpha2'>;

/** An address as a letter has it: street; CAP, city and province; the country when abroad. */
export function addressLines(address: AddressLines): string[] {
  const place = [address.postalCode, address.city, address.stateProvinceRegion ? `(${address.stateProvinceRegion})` : '']
    .filter(Boolean)
    .join(' ');
  return [address.street, place, address.isoCountryAlpha2 === 'IT' ? '' : address.country].filter(Boolean);
}
