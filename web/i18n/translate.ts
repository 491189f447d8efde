import { it, type TranslationKey } from './it.ts';

type Params = Record<string, string | number>;

/**
 * A `t` over a table of texts: the Italian text of a key with its {placeholders} filled. Areas with many texts
 * of their own (web/i18n/<area>.ts) make theirs over the shared table and their own, so their texts travel with
 * their lazily loaded screens instead of in the first bundle.
 */
export function translator<K extends string>(table: Readonly<Record<K, string>>) {
  return (key: K, params: Params = {}): string =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The shared table's `t` (layout, header, errors, the first bundle's screens). */
export const t = translator<TranslationKey>(it);

// Made on first use (see shared/on-first-use.ts), written out here to keep the first bundle small.
let integers: Intl.NumberFormat | undefined;
/** A count as Italians write it: 1000, 58.237. */
export function formatCount(value: number): string {
  return (integers ??= new Intl.NumberFormat('it-IT')).format(value);
}
