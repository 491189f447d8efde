import { describe, expect, it } from 'vitest';
import type { Address } from '../../adapters/ports/addresses.ts';
import { addressInputOf, toAddressView } from './address-wire.ts';

const registered: Address = {
  id: 1,
  business: 'Autoricambi Demo S.r.l.',
  street: 'Via Roma, 1',
  postalCode: '31100',
  city: 'Treviso',
  stateProvinceRegion: 'TV',
  country: 'Italia',
  isoCountryAlpha2: 'IT',
  default: true,
  editable: false,
  saved: true,
};

describe('an address as SPEC shows it', () => {
  it('says Y or N for editable and kept for next time', () => {
    expect(toAddressView(registered)).toMatchObject({ fgEditable: 'N', fgMemorize: 'Y' });
    expect(toAddressView({ ...registered, editable: true, saved: false })).toMatchObject({ fgEditable: 'Y', fgMemorize: 'N' });
  });

  it('keeps a new address for next time when the form says fgMemorize Y', () => {
    expect(addressInputOf({ city: 'Treviso', fgMemorize: 'Y' })).toEqual({ city: 'Treviso', saved: true });
    expect(addressInputOf({ city: 'Treviso', fgMemorize: 'N' })).toEqual({ city: 'Treviso', saved: false });
  });
});
