import { useId } from 'react';
import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { CountryField, ProvinceField } from './address-place-fields.tsx';
import { useAddressForm } from './use-address-form.ts';

/**
 * The new-address form (SPEC §4 checkout shipping, §5 Address): Italy takes a province from the list, any other
 * country free text; fgMemorize keeps the address for the next orders. Also edits a saved address the customer may
 * edit. `onPlace` tells the page the province and country as they change, for a preview of the delivery options.
 */
export function AddressForm({
  initial,
  onSaved,
  onCancel,
  onPlace,
}: {
  initial?: AddressView | undefined;
  onSaved: (address: AddressView) => void;
  onCancel?: (() => void) | undefined;
  onPlace?: ((stateProvinceRegion: string, country: string) => void) | undefined;
}) {
  const id = useId();
  const form = useAddressForm(initial, onSaved);
  const italy = form.country === 'IT';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(event.currentTarget);
      }}
      onChange={(event) => {
        form.forgetKey();
        const province = (event.currentTarget.elements.namedItem('stateProvinceRegion') as HTMLInputElement | HTMLSelectElement | null)
          ?.value;
        onPlace?.(province ?? '', form.country);
      }}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
      aria-labelledby={`${id}-title`}
      data-testid="address-form"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 sm:col-span-2">
        {initial ? t('JS_CO_EDIT_ADDRESS') : t('JS_CO_NEW_ADDRESS')}
      </h3>
      <CountryField
        country={form.country}
        onCountry={(country) => {
          form.setCountry(country);
          onPlace?.('', country);
        }}
      />
      <Field label={t('JS_CO_BUSINESS')}>
        <Input name="business" required maxLength={80} defaultValue={initial?.business} autoComplete="organization" />
      </Field>
      <Field label={t('JS_CO_STREET')} className="sm:col-span-2">
        <Input name="street" required maxLength={120} defaultValue={initial?.street} autoComplete="address-line1" />
      </Field>
      <Field label={t('JS_CO_POSTAL_CODE')}>
        <Input
          name="postalCode"
          required
          maxLength={10}
          defaultValue={initial?.postalCode}
          autoComplete="postal-code"
          // Always a pattern (any text abroad): a renderer that takes a prop away by setting its property empty would
          // leave an empty pattern, which matches nothing but an empty field.
          pattern={italy ? '\\d{5}' : '.*'}
          {...(italy ? { inputMode: 'numeric' as const } : {})}
        />
      </Field>
      <Field label={t('JS_CO_CITY')}>
        <Input name="city" required maxLength={60} defaultValue={initial?.city} autoComplete="address-level2" />
      </Field>
      <ProvinceField italy={italy} initial={initial} />
      {initial ? null : <Checkbox name="fgMemorize" defaultChecked label={t('JS_CO_MEMORIZE')} className="self-end text-slate-700" />}
      <AddressProblems problems={form.problems} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={form.submitting}>
          {initial ? t('JS_CO_SAVE_ADDRESS') : t('JS_CO_USE_ADDRESS')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('JS_CO_CANCEL')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** What the server found wrong with the fields, read out when it appears. */
function AddressProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="list-inside list-disc text-sm text-red-800 sm:col-span-2">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
