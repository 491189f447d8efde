import { it, type TranslationKey } from './it.ts';
import { localeOf, type Language } from './language.ts';
import { writeCount } from './number-format.ts';

export type { Language } from './language.ts';
type Params = Record<string, string | number>;

let languageOf: () => Language = () => 'it';

/**
 * Where every `t` reads the language from: the request being answered (server, bff/i18n/request-language.ts)
 * or the page (browser, web/lib/language.ts), so the call sites of `t` never change for it.
 */
export function readLanguageFrom(source: () => Language): void {
  languageOf = source;
}

/** The language texts and formats are in now. */
export function currentLanguage(): Language {
  return languageOf();
}

/** The Intl locale of the current language. */
export function currentLocale(): string {
  return localeOf[languageOf()];
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
  const textOf = (key: string, language: Language): string | undefined =>
    (language === 'it' ? undefined : ((others[language] as Record<string, string> | undefined)?.[key] ?? sharedTables[language]?.[key])) ??
    (italian as Record<string, string>)[key];
  // Most texts have no placeholder: they are answered as they are (the server renders hundreds a page).
  const fill = (text: string, params: Params) =>
    text.includes('{') ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  const t = (key: K, params: Params = {}): string => fill(textOf(key, languageOf()) as string, params);
  /**
   * The plural form of `base` for `count` ({count} written the language's way): the key `base_one`, `base_other`… of
   * the language's plural rule (Intl.PluralRules), `base_other` where a table has no form of its own.
   */
  const plural = (base: PluralBase<K>, count: number, params: Params = {}): string => {
    const language = languageOf();
    const form = (pluralRules[language] ??= new Intl.PluralRules(language)).select(count);
    const text = textOf(`${base}_${form}`, language) ?? (textOf(`${base}_other`, language) as string);
    return fill(text, { count: formatCount(count), ...params });
  };
  return Object.assign(t, { plural });
}

/**
 * The texts of a page with texts of its own (web/pages/<page>/texts.ts), so they load with its screen: its Italian
 * table, its English one (its keys checked against the Italian ones by the type), and its `t` over them and the
 * shared table.
 */
export function pageTexts<K extends string>(italian: Readonly<Record<K, string>>, english: Readonly<Record<NoInfer<K>, string>>) {
  // English holds only the page's keys (the shared ones are found in sharedTables): the cast widens it to that type.
  const t = translator<TranslationKey | K>({ ...it, ...italian }, { en: english as Readonly<Partial<Record<TranslationKey | K, string>>> });
  return { italian, english, t };
}

/** The base of plural keys: `JS_LINES` of `JS_LINES_one` and `JS_LINES_other`. */
type PluralBase<K extends string> = K extends `${infer Base}_other` ? Base : never;
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * The shared table's other languages, given once loaded (addSharedTexts): the English table stays out of every
 * Italian page's scripts, the browser loads it only for an English page (web/lib/page-language.ts, before the page
 * turns English), the server at start (bff/i18n/request-language.ts). Area tables hold only their own English texts
 * and find the shared ones here: the language cannot be English before this table is given.
 */
const sharedTables: Partial<Record<Exclude<Language, 'it'>, Readonly<Record<string, string>>>> = {};
export function addSharedTexts(language: Exclude<Language, 'it'>, table: Readonly<Record<string, string>>): void {
  sharedTables[language] = table;
}

/** The shared table's `t` (layout, header, errors, the first bundle's screens). */
export const t = translator<TranslationKey>(it, sharedTables);

// Made on first use, for what number-format.ts leaves to Intl (a fraction).
const integers: Partial<Record<Language, Intl.NumberFormat>> = {};
/** A count as the language writes it: 1.000, 58.237 in Italian (it-IT alone leaves 1000 ungrouped), 1,000 in English. */
export function formatCount(value: number): string {
  const language = languageOf();
  const written = writeCount(value, language);
  if (written !== undefined) return written;
  return (integers[language] ??= new Intl.NumberFormat(localeOf[language], { useGrouping: 'always' })).format(value);
}
