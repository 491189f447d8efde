import { isApiError } from '../api/api-error.ts';
import { t } from '../../shared/i18n/translate.ts';
import { createSnackbarStore } from '../ui/snackbar-store.ts';

/** The shop's one snackbar queue. */
export const snackbar = createSnackbarStore();

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * SPEC §8, generic failed request: the generic text, only when the server answered. Nothing when the helper
 * already handled the reply (reload on 401/403, revalidation on 409) or the call was aborted.
 */
export function notifyGenericError(error: unknown): void {
  if (isAbort(error)) return;
  if (isApiError(error) && (error.handled || !error.hasResponse)) return;
  snackbar.show(t('JS_GENERIC_ERROR'), 'error');
}

/** SPEC §8, cart failures: "ATTENZIONE: {server message}", falling back to "Errore sconosciuto". */
export function warningText(error: unknown): string {
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return `${t('JS_WARNING')}: ${serverMessage ?? t('JS_UNKNOWN_ERROR')}`;
}

export function notifyWarning(error: unknown): void {
  if (isAbort(error) || (isApiError(error) && error.status !== 409 && error.handled)) return;
  snackbar.show(warningText(error), 'error');
}
