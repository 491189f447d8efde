import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { REGIONS } from '../../../shared/italian-provinces.ts';
import { countryNameOf, SHIPPING_COUNTRIES } from '../../../shared/shipping-countries.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

/** The country of an address, among those the shop ships to. */
export function CountryField({ country, onCountry }: { country: string; onCountry: (country: string) => void }) {
  return (
    <Field label={t('JS_CO_COUNTRY')}>
      <Select name="isoCountryAlpha2" value={country} onValueChange={onCountry}>
        {SHIPPING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryNameOf(code)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Italy's province, from the list by region; any other country's region, as free text. */
export function ProvinceField({ italy, initial }: { italy: boolean; initial: AddressView | undefined }) {
  // Keyed apart: switching country gives a fresh field, not the other one's value.
  if (italy) {
    return (
      <Field label={t('JS_CO_PROVINCE')} key="province">
        <Select name="stateProvinceRegion" required defaultValue={initial?.isoCountryAlpha2 === 'IT' ? initial.stateProvinceRegion : ''}>
          <option value="">{t('JS_CO_PROVINCE_CHOOSE')}</option>
          {REGIONS.map(([region, provinces]) => (
            <optgroup key={region} label={region}>
              {provinces.map(([code, name]) => (
                <option key={code} value={code}>
                  {name} ({code})
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Field label={t('JS_CO_REGION')} key="region">
      <Input
        name="stateProvinceRegion"
        maxLength={60}
        defaultValue={initial?.isoCountryAlpha2 !== 'IT' ? initial?.stateProvinceRegion : ''}
        autoComplete="address-level1"
      />
    </Field>
  );
}
