import { useRef, useState } from 'react';
import type { AddressView, NewAddressInput } from '../../../shared/contract/checkout.ts';
import { isApiError } from '../../api/api-error.ts';
import { keptFlag, saveAddress } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { notifyWarning } from '../../session/notify.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

/** The messages of a 400's issues (zod's, one per field), to show next to the form. */
function issueMessages(error: unknown): string[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.body?.issues)) return [];
  return (error.body.issues as { message?: unknown }[]).map((issue) => String(issue.message ?? '')).filter(Boolean);
}

/** The address as the form holds it; an edit keeps the address's own fgMemorize. */
function addressOf(form: HTMLFormElement, country: string, initial: AddressView | undefined): NewAddressInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    business: text('business'),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    stateProvinceRegion: text('stateProvinceRegion'),
    isoCountryAlpha2: country,
    fgMemorize: initial ? initial.fgMemorize : keptFlag(data.get('fgMemorize') !== null),
  };
}

/**
 * The address form's state: the country (it decides the province field), the save, and what the server refused.
 * A refusal with field issues is listed by the form; any other goes to the snackbar. A resubmit of the same address
 * carries the same idempotency key, so a save that did arrive is not made twice; any change to the form forgets it.
 */
export function useAddressForm(initial: AddressView | undefined, onSaved: (address: AddressView) => void) {
  const [country, setCountry] = useState(initial?.isoCountryAlpha2 ?? 'IT');
  const [problems, setProblems] = useState<string[]>([]);
  const key = useRef<string | null>(null);
  const { submitting, run } = useFormSubmit();

  function submit(form: HTMLFormElement): Promise<boolean> {
    const address = addressOf(form, country, initial);
    const idempotencyKey = (key.current ??= newIdempotencyKey());
    return run(async () => {
      setProblems([]);
      try {
        const saved = await saveAddress(address, idempotencyKey, initial?.id);
        key.current = null;
        onSaved(saved);
      } catch (error) {
        const messages = issueMessages(error);
        if (messages.length > 0) setProblems(messages);
        else notifyWarning(error);
      }
    });
  }

  return {
    country,
    setCountry,
    problems,
    submitting,
    submit,
    /** Another address: another submit. */
    forgetKey: () => void (key.current = null),
  };
}
