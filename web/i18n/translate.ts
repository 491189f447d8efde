import { it, type TranslationKey } from './it.ts';

/** The Italian text of a key with its {placeholders} filled. */
export function t(key: TranslationKey, params: Record<string, string | number> = {}): string {
  return it[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
