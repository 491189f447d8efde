import { t, type ServerTextKey } from '../../shared/i18n/server.ts';

/**
 * A schema check's own message from the server's texts, as zod's `{ error }`: worded when the check fails, so in the
 * request's language (a text taken when the schema is made would be Italian for everyone). The field texts have
 * theirs in shared/issue-text.ts (`fieldError`).
 */
export function checkMessage(key: ServerTextKey, params: Record<string, string | number> = {}): { error: () => string } {
  return { error: () => t(key, params) };
}
