import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../shared/i18n/language.ts';

const I18N_DIRS = ['../../../shared/i18n/', '../../i18n/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table's text as a pattern: its placeholders (`{label}`) match any text of one line. */
const patternOf = (text: string) => escape(text).replace(/\\\{\w+\\\}/g, '[^\\n]+?');

/** Tables of a language by their export's name: `it` and `…It`, `en` and `…En`. */
const TABLE_NAME: Record<Language, RegExp> = { it: /^(?:it|\w+It)$/, en: /^(?:en|\w+En)$/ };

/**
 * The translation tables of shared/i18n/ and bff/i18n/, as one test per language: is a message made of their texts
 * (several issues' texts are joined by a space)? Texts that are nearly all placeholder would match anything, so
 * they are left out. A user who chose English reads English; anyone else Italian.
 */
export async function shopTexts(): Promise<Record<Language, (message: string) => boolean>> {
  const texts: Record<Language, Set<string>> = { it: new Set(), en: new Set() };
  const files = I18N_DIRS.flatMap((dir) => readdirSync(dir).map((name) => `${dir}${name}`));
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, table] of Object.entries(module)) {
      const language = (Object.keys(TABLE_NAME) as Language[]).find((key) => TABLE_NAME[key].test(name));
      if (!language || !table || typeof table !== 'object') continue;
      for (const text of Object.values(table)) {
        if (typeof text === 'string' && text.replace(/\{\w+\}/g, '').replace(/\W/g, '').length >= 6) texts[language].add(text);
      }
    }
  }
  const testOf = (set: Set<string>) => {
    const one = `(?:${[...set].map(patternOf).join('|')})`;
    const whole = new RegExp(`^${one}(?: ${one})*$`, 'u');
    return (message: string) => whole.test(message);
  };
  return { it: testOf(texts.it), en: testOf(texts.en) };
}
