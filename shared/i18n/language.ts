/** The shop's languages; Italian is the default and the source every other table is checked against. */
export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

/** The chosen language (a preference cookie: written only with the customer's consent). */
export const LANGUAGE_COOKIE = 'lingua';
/** The language of the page a JSON call comes from, so a page switched without a cookie gets its data in it. */
export const LANGUAGE_HEADER = 'x-shop-language';
export const LANGUAGE_COOKIE_DAYS = 365;

/** A cookie's or header's value as a language: anything not ours (forged, old) is Italian, never an error. */
export function languageOf(value: unknown): Language {
  return languages.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** The Intl locale of each language (prices, dates, numbers). */
export const localeOf: Readonly<Record<Language, string>> = { it: 'it-IT', en: 'en-GB' };

/** Each language named in itself, for the switch. */
export const languageNames: Readonly<Record<Language, string>> = { it: 'Italiano', en: 'English' };
