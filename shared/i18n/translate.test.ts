import { afterEach, describe, expect, it } from 'vitest';
import { readLanguageFrom, translator } from './translate.ts';

describe('translator', () => {
  afterEach(() => readLanguageFrom(() => 'it'));
  const t = translator({ JS_HELLO: 'Ciao {name}', JS_ONLY_IT: 'Solo italiano' }, { en: { JS_HELLO: 'Hello {name}' } });

  it('answers Italian by default, placeholders filled and unknown ones kept', () => {
    expect(t('JS_HELLO', { name: 'Mario' })).toBe('Ciao Mario');
    expect(t('JS_HELLO')).toBe('Ciao {name}');
  });

  it('reads the language from its context, falling back to Italian for a missing text', () => {
    readLanguageFrom(() => 'en');
    expect(t('JS_HELLO', { name: 'Mario' })).toBe('Hello Mario');
    expect(t('JS_ONLY_IT')).toBe('Solo italiano');
  });
});
