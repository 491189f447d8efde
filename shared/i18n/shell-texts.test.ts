import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellTexts } from './shell-texts.ts';

describe('the page shell’s texts', () => {
  it('has an Italian text for every placeholder of web/index.html (the page without JavaScript shows them)', () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const keys = [...html.matchAll(/%(JS_[A-Z0-9_]+)%/g)].map((match) => match[1] ?? '');
    expect(keys).toContain('JS_USERNAME');
    expect(keys.filter((key) => !(key in shellTexts))).toEqual([]);
  });
});
