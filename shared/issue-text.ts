import { z } from 'zod';
import { fieldLabels, tField, type FieldTextKey } from './i18n/field-texts.ts';

/**
 * Texts zod wrote itself (its Italian locale), as opposed to a schema's own `error`: these never reach a user. One
 * set in the process however many times this module is evaluated: zod's config is global, and the last evaluation
 * to set it is the one that notes the texts (the tests share a process across files and may load it twice).
 */
const ZOD_TEXTS = Symbol.for('parts-shop.zod-texts');
const zodTexts: Set<string> = ((globalThis as { [ZOD_TEXTS]?: Set<string> })[ZOD_TEXTS] ??= new Set<string>());
const italian = z.locales.it().localeError;

/**
 * zod's Italian texts, each one noted so that `issueText` can tell it from a schema's own message. The family is
 * small and fixed (one text per check and bound of the schemas), so the set stays small.
 */
export function useItalianZodTexts(): void {
  z.config({
    localeError: (issue) => {
      const text = italian(issue);
      const message = typeof text === 'string' ? text : text?.message;
      if (message) zodTexts.add(message);
      return message;
    },
  });
}

// Whoever reads issues through this module (the BFF, the ports' wrapper) gets zod's texts noted.
useItalianZodTexts();

/** A schema check's own message, from the field texts: `{ error }` for zod, worded in the language of the moment it fails. */
export function fieldError(key: FieldTextKey, params: Record<string, string | number> = {}): { error: () => string } {
  return { error: () => tField(key, params) };
}

/**
 * What a user reads for one failed check: the schema's own message when it has one, else which field (by its
 * label, the last named segment of the path) is not valid, else the generic text. Never zod's text or the path.
 */
export function issueText(path: readonly PropertyKey[], message: string | undefined): string {
  if (message && !zodTexts.has(message) && message !== 'Invalid input') return message;
  const name = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  const label = name === undefined ? undefined : fieldLabels[name];
  return label ? tField('JS_FIELD_INVALID', { label }) : tField('JS_FIELD_GENERIC');
}

/** The user's text for a failed parse: each issue's text once, in order. */
export function issuesText(issues: readonly { path: readonly PropertyKey[]; message?: string }[]): string {
  const texts = [...new Set(issues.map((issue) => issueText(issue.path, issue.message)))];
  return texts.length > 0 ? texts.join(' ') : tField('JS_FIELD_GENERIC');
}
