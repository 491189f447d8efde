import { useState } from 'react';
import { t } from '../../shared/i18n/translate.ts';
import { isApiError } from '../api/api-error.ts';

/**
 * A form that sends once at a time: `run(send)` ignores a second submit while one is on its way, and turns a refusal
 * into the message the form shows (the server's text, else the generic one). A refusal the API layer already
 * handled (a session that expired opens the login) shows nothing.
 */
export function useFormSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(send: () => Promise<void>): Promise<void> {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      setError(isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'));
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, error, run };
}
