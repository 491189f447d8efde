import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, readLanguageFrom, translator } from './translate.ts';

describe('translator', () => {
  afterEach(() => readLanguageFrom(() => 'it'));
  const t = translator({ JS_HELLO: 'Ciao {name}', JS_ONLY_IT: 'Solo italiano' }, { en: { JS_HELLO: 'Hello {name}' } });

  it('answers Italian by default, placeholders filled and unknown ones kept', () => {
    expect(t('JS_HELLO', { name: 'Mario' })).toBe('Ciao Mario');
    expect(t('JS_HELLO')).toBe('Ciao {name}');
  });

  it('chooses a plural form by the count, in every language, the count written the Italian way', () => {
    const p = translator(
      { JS_LINES_one: '{count} riga', JS_LINES_other: '{count} righe' },
      { en: { JS_LINES_one: '{count} line', JS_LINES_other: '{count} lines' } },
    );
    expect([0, 1, 2, 1500].map((n) => p.plural('JS_LINES', n))).toEqual(['0 righe', '1 riga', '2 righe', '1.500 righe']);
    readLanguageFrom(() => 'en');
    expect([1, 3].map((n) => p.plural('JS_LINES', n))).toEqual(['1 line', '3 lines']);
  });

  it('writes counts with the thousands separator from 1.000 on', () => {
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(58237)).toBe('58.237');
    expect(formatCount(999)).toBe('999');
  });

  it('reads the language from its context, falling back to Italian for a missing text', () => {
    readLanguageFrom(() => 'en');
    expect(t('JS_HELLO', { name: 'Mario' })).toBe('Hello Mario');
    expect(t('JS_ONLY_IT')).toBe('Solo italiano');
  });
});
