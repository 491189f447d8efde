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
  /** A success leaves the page (a login, a logout): the form stays busy until the browser has gone. */
  leavesPage?: boolean;
  /** Where a refusal goes instead of the form's `error` (a snackbar, for an action that has no form around it). */
  onRefusal?: (failure: unknown) => void;
}

/**
 * The one submit path of a form or an action: `run(send)` ignores a second submit while one is on its way, turns a
 * refusal into the message the form shows (the server's text, else the generic one) or hands it to `onRefusal`, and
 * after a success announces what changed. A refusal the API layer already handled (a session that expired opens the
 * login) shows nothing. Answers whether the send succeeded.
 */
export function useFormSubmit({ changes = [], leavesPage = false, onRefusal }: FormSubmitOptions = {}) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function refused(failure: unknown): void {
    if (isApiError(failure) && failure.handled) return;
    if (onRefusal) onRefusal(failure);
    else setError(isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'));
  }

  async function run(send: () => Promise<void>): Promise<boolean> {
    if (submitting) return false;
    setSubmitting(true);
    setError(null);
    let succeeded = false;
    try {
      await send();
      await pageDataChanged(...changes);
      succeeded = true;
      return true;
    } catch (failure) {
      refused(failure);
      return false;
    } finally {
      if (!(succeeded && leavesPage)) setSubmitting(false);
    }
  }

  return { submitting, error, setError, run };
}
