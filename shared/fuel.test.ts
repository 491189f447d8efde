import { describe, expect, it } from 'vitest';
import { fuelName } from './fuel.ts';

describe('fuelName', () => {
  it('names the fuel codes of SPEC §3 in Italian', () => {
    expect(['A', 'M', 'N', 'B', 'D', 'G'].map(fuelName)).toEqual([
      'Elettrico',
      'Ibrido benzina',
      'Ibrido diesel',
      'Benzina',
      'Diesel',
      'Gas',
    ]);
  });

  it('names any other code, lower case or empty, other', () => {
    for (const code of ['X', 'b', '', 'BD', 'toString', '__proto__']) expect(fuelName(code)).toBe('Altro');
  });
});
