import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.ts';

describe('shortName', () => {
  it('keeps a name that fits', () => {
    expect(shortName('Officina Rossi Srl', 28)).toBe('Officina Rossi Srl');
  });

  it('shortens a long name at a word, never inside one', () => {
    expect(shortName('Autoricambi e Officina Meccanica dei Fratelli Bianchi S.n.c.', 28)).toBe('Autoricambi e Officina…');
  });

  it('cuts a single long word when there is no space to cut at', () => {
    expect(shortName('Supercalifragilistichespiralidoso', 10)).toBe('Supercali…');
  });
});
