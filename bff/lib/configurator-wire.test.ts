import { describe, expect, it } from 'vitest';
import { portParams, tyreView, wireParams } from './configurator-wire.ts';

describe('configurator wire names', () => {
  it('gives the port English names for SPEC’s Italian parameters, and back', () => {
    const spec = { larghezza: 205, spalla: 55, diametro: 16, indiceCarico: 91, codiceVelocita: 'V', page: 2 };
    const port = { width: 205, aspectRatio: 55, rimDiameter: 16, loadIndex: 91, speedIndex: 'V', page: 2 };
    expect(portParams('tyres', spec)).toEqual(port);
    expect(wireParams('tyres', port)).toEqual(spec);
    expect(portParams('snowChains', { width: '205', ratio: '55' })).toEqual({ width: '205', ratio: '55' });
  });

  it('shows a tyre’s season in SPEC’s words', () => {
    const label = { width: 205, loadIndex: 91, fuelClass: 'B', wetGripClass: 'A', noiseDb: 70, noiseClass: 'B' } as const;
    const tyre = { ...label, aspectRatio: 55, rimDiameter: 16, speedIndex: 'V' };
    expect(tyreView({ ...tyre, season: 'all-season' })).toEqual({
      ...label,
      ratio: 55,
      diameter: 16,
      speedCode: 'V',
      season: 'quattro-stagioni',
    });
    expect(tyreView({ ...tyre, season: 'winter' }).season).toBe('invernale');
    expect(tyreView({ ...tyre, season: 'summer' }).season).toBe('estiva');
  });
});
