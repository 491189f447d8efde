import { describe, expect, it } from 'vitest';

type Table = Readonly<Record<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

/**
 * The checks every pair of translation tables passes (issue 29): each key in both languages and not empty, the
 * same placeholders, plural keys with their `_other` form. The types catch a missing key at compile time; these
 * catch it at test time too, with the key named.
 */
export function describeTranslationTables(tables: Record<string, [Table, Table]>): void {
  describe.each(Object.entries(tables))('the %s texts', (_, [italian, english]) => {
    it('have every key in both languages, none empty', () => {
      const missing = (from: Table, to: Table) => Object.keys(from).filter((key) => !to[key]?.trim());
      expect({ missingInEnglish: missing(italian, english), missingInItalian: missing(english, italian) }).toEqual({
        missingInEnglish: [],
        missingInItalian: [],
      });
    });

    it('fill the same placeholders in both languages', () => {
      const differing = Object.keys(italian).filter(
        (key) => english[key] !== undefined && placeholders(italian[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
      );
      expect(differing).toEqual([]);
    });

    it('give every plural key its _other form', () => {
      const form = /_(zero|one|two|few|many)$/;
      const bases = Object.keys(italian).flatMap((key) => (form.test(key) ? [key.replace(form, '')] : []));
      expect(bases.filter((base) => !(`${base}_other` in italian) || !(`${base}_other` in english))).toEqual([]);
    });
  });
}
