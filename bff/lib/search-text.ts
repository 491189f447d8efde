import { z } from 'zod';
import { t } from '../../web/i18n/translate.ts';

/** The longest query the catalogue takes (the port's limit). */
export const MAX_SEARCH_TEXT = 100;

/**
 * Words of a catalogue search as the BFF accepts them: trimmed, at most 100 characters, and decoded cleanly. A
 * broken percent-encoding (`%E0%A4%A`) arrives as U+FFFD replacement characters: refused, not searched.
 */
export const searchText = z
  .string()
  .trim()
  .max(MAX_SEARCH_TEXT)
  .refine((q) => !q.includes('\uFFFD'), { message: t('JS_SEARCH_BAD_ENCODING') });
