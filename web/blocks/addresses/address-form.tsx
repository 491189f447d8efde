import { useId, useRef, useState, type FormEvent } from 'react';
import type { AddressView, NewAddressInput } from '../../../shared/contract/checkout.ts';
import { REGIONS } from '../../../shared/italian-provinces.ts';
import { countryNameOf, SHIPPING_COUNTRIES } from '../../../shared/shipping-countries.ts';
import { isApiError } from '../../api/api-error.ts';
import { saveAddress } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { notifyWarning } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

/** The messages of a 400's issues (zod's, one per field), to show next to the form. */
function issueMessages(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.body?.issues)) return [];
  return (error.body.issues as { message?: unknown }[]).map((issue) => String(issue.message ?? '')).filter(Boolean);
}

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
  initial?: AddressView;
  onSaved: (address: AddressView) => void;
  onCancel?: () => void;
  onPlace?: (stateProvinceRegion: string, country: string) => void;
}) {
  const id = useId();
  const [country, setCountry] = useState(initial?.isoCountryAlpha2 ?? 'IT');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const key = useRef<string | null>(null);
  const italy = country === 'IT';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const address: NewAddressInput = {
      business: text('business'),
      street: text('street'),
      postalCode: text('postalCode'),
      city: text('city'),
      stateProvinceRegion: text('stateProvinceRegion'),
      isoCountryAlpha2: country,
      fgMemorize: initial ? initial.fgMemorize : data.get('fgMemorize') ? 'Y' : 'N',
    };
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setProblems([]);
    try {
      const saved = await saveAddress(address, key.current, initial?.id);
      key.current = null;
      onSaved(saved);
    } catch (error) {
      const messages = issueMessages(error);
      if (messages.length > 0) setProblems(messages);
      else notifyWarning(error);
    }
    setBusy(false);
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => {
        key.current = null; // another address: another submit
        const form = event.currentTarget;
        const province = (form.elements.namedItem('stateProvinceRegion') as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
        onPlace?.(province, country);
      }}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
      aria-labelledby={`${id}-title`}
      data-testid="address-form"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 sm:col-span-2">
        {initial ? t('JS_CO_EDIT_ADDRESS') : t('JS_CO_NEW_ADDRESS')}
      </h3>
      <Field label={t('JS_CO_COUNTRY')}>
        <Select
          name="isoCountryAlpha2"
          value={country}
          onValueChange={(value) => {
            setCountry(value);
            onPlace?.('', value);
          }}
        >
          {SHIPPING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryNameOf(code)}
            </option>
          ))}
        </Select>
      </Field>
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
      {italy ? (
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
      ) : (
        <Field label={t('JS_CO_REGION')} key="region">
          <Input
            name="stateProvinceRegion"
            maxLength={60}
            defaultValue={initial?.isoCountryAlpha2 !== 'IT' ? initial?.stateProvinceRegion : ''}
            autoComplete="address-level1"
          />
        </Field>
      )}
      {initial ? null : <Checkbox name="fgMemorize" defaultChecked label={t('JS_CO_MEMORIZE')} className="self-end text-slate-700" />}
      {problems.length > 0 ? (
        <ul role="alert" className="list-inside list-disc text-sm text-red-800 sm:col-span-2">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
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
