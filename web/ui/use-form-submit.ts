import { useState } from 'react';
import { t } from '../../shared/i18n/translate.ts';
import { isApiError } from '../api/api-error.ts';
import { pageDataChanged, type PageChange } from '../api/page-changes.ts';

export interface FormSubmitOptions {
  /**
   * The page data the action changes (web/api/page-changes.ts): once it succeeds, every page showing it asks again,
   * and none paints what it showed before. Calls that always change the same data say so themselves (web/api/).
   */
  changes?: readonly PageChange[];
}

/**
 * The one submit path of a form or an action: `run(send)` ignores a second submit while one is on its way, turns a
 * refusal into the message the form shows (the server's text, else the generic one), and after a success announces
 * what changed. A refusal the API layer already handled (a session that expired opens the login) shows nothing.
 * Answers whether the send succeeded.
 */
export function useFormSubmit({ changes = [] }: FormSubmitOptions = {}) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(send: () => Promise<void>): Promise<boolean> {
    if (submitting) return false;
    setSubmitting(true);
    setError(null);
    try {
      await send();
      await pageDataChanged(...changes);
      return true;
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) setError(isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, error, setError, run };
}
