import { describe, expect, it } from 'vitest';
import { configurators, type ConfiguratorKey } from '../../../shared/configurators.ts';
import { nextValues } from './cascade-values.ts';
import { configuratorResultsUrl, delimitedLabel, optionListUrl, splitDelimited } from '../../../shared/urls/configurator-urls.ts';

const definition = (key: ConfiguratorKey) => {
  const found = configurators.find((entry) => entry.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('a cascade level change', () => {
  const mats = definition('carMats');
  const chosen = { brandCar: 'FIAT', modelCar: 'Panda', yearCar: '2015', typeMat: 'Gomma' };

  it('keeps the levels above, sets its own and clears every level below', () => {
    expect(nextValues(mats, chosen, 1, 'Punto')).toEqual({ brandCar: 'FIAT', modelCar: 'Punto', yearCar: '', typeMat: '' });
    expect(nextValues(mats, chosen, 0, '')).toEqual({ brandCar: '', modelCar: '', yearCar: '', typeMat: '' });
  });

  it('loads the next level only once the levels above it have values', () => {
    const cleared = nextValues(mats, chosen, 0, 'ALFA ROMEO');
    expect(optionListUrl(mats, 'tappeti-per-auto', mats.levels[1]!, cleared)).toBe(
      '/configuratore/tappeti-per-auto/get-models?brand=ALFA+ROMEO',
    );
    expect(optionListUrl(mats, 'tappeti-per-auto', mats.levels[2]!, cleared)).toBeNull();
  });

  it('sets every level from a delimited last value (SPEC §3), keeping a last part that holds the delimiter', () => {
    const bars = definition('roofBars');
    const value = 'Thule|FIAT|Panda|2015|Barre in alluminio';
    const next = nextValues(bars, { manufacterCar: 'Thule', brandCar: 'FIAT', modelCar: 'Panda', yearCar: '2015' }, 4, value);
    expect(next).toEqual({ manufacterCar: 'Thule', brandCar: 'FIAT', modelCar: 'Panda', yearCar: '2015', typeBar: 'Barre in alluminio' });
    expect(splitDelimited('205-55-16-Rombo 9-mm', '-', 4)).toEqual(['205', '55', '16', 'Rombo 9-mm']);
    expect(delimitedLabel('FIAT##Panda##2015', '##', 3)).toBe('2015');
  });
});

describe('fields that refilter each other (oils, roof boxes)', () => {
  const oils = definition('oils');

  it('keeps every other value and asks each list with all the other values as filters', () => {
    const next = nextValues(oils, { type: 'Motore', gradation: '5W-30', format: '' }, 0, 'Cambio');
    expect(next).toMatchObject({ type: 'Cambio', gradation: '5W-30' });
    expect(optionListUrl(oils, 'oli-lubrificanti', oils.levels[2]!, next)).toBe(
      '/configuratore/oli-lubrificanti/get-formats?type=Cambio&gradation=5W-30',
    );
    expect(optionListUrl(oils, 'oli-lubrificanti', oils.levels[0]!, next)).toBe(
      '/configuratore/oli-lubrificanti/get-all-types?gradation=5W-30',
    );
  });
});

describe('the results URL', () => {
  it('carries the values URI-encoded in the form order, without the empty ones', () => {
    const bars = definition('roofBars');
    const url = configuratorResultsUrl(bars, 'portaggio-e-carico', {
      manufacterCar: 'Thule & Co',
      brandCar: 'MERCEDES-BENZ',
      modelCar: 'Classe A/B',
      yearCar: '2019',
      typeBar: '',
    });
    expect(url).toBe(
      '/configuratore/portaggio-e-carico/ricerca-avanzata?manufacterCar=Thule+%26+Co&brandCar=MERCEDES-BENZ&modelCar=Classe+A%2FB&yearCar=2019',
    );
  });
});
