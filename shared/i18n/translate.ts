import { it, type TranslationKey } from './it.ts';

type Params = Record<string, string | number>;

/** The shop's languages; Italian is the source every other table is checked against. */
export type Language = 'it' | 'en';

let languageOf: () => Language = () => 'it';

/**
 * Where every `t` reads the language from: the request being answered (server) or the page (browser). Italian
 * until the language issue sets a source, so the call sites of `t` never change for it.
 */
export function readLanguageFrom(source: () => Language): void {
  languageOf = source;
}

/**
 * A `t` over a table of texts: the text of a key in the current language (Italian where a table or a key is
 * missing) with its {placeholders} filled. Areas with many texts of their own (shared/i18n/<area>.ts) make theirs
 * over the shared table and their own, so their texts travel with their lazily loaded screens instead of in the
 * first bundle.
 */
export function translator<K extends string>(
  italian: Readonly<Record<K, string>>,
  others: Partial<Record<Exclude<Language, 'it'>, Readonly<Partial<Record<K, string>>>>> = {},
) {
  return (key: K, params: Params = {}): string => {
    const language = languageOf();
    const text = (language === 'it' ? undefined : others[language]?.[key]) ?? italian[key];
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** The shared table's `t` (layout, header, errors, the first bundle's screens). */
export const t = translator<TranslationKey>(it);

// Made on first use (see shared/on-first-use.ts), written out here to keep the first bundle small.
let integers: Intl.NumberFormat | undefined;
/** A count as Italians write it: 1000, 58.237. */
export function formatCount(value: number): string {
  return (integers ??= new Intl.NumberFormat('it-IT')).format(value);
}
