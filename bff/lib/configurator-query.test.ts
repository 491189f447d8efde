import { describe, expect, it } from 'vitest';
import { configurators, type ConfiguratorKey } from '../../shared/configurators.ts';
import { configuratorQuery, configuratorQueryError } from './configurator-query.ts';

const definition = (key: ConfiguratorKey) => {
  const found = configurators.find((entry) => entry.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('configuratorQuery', () => {
  it('reads a tyre form into the port’s input: sizes as numbers, the speed index upper case, paging defaults, csrfToken ignored', () => {
    const query = configuratorQuery(definition('tyres'), {
      larghezza: '205',
      spalla: '55',
      diametro: '16',
      indiceCarico: '91',
      codiceVelocita: 'v',
      csrfToken: 'x',
    });
    expect(query).toEqual({
      ok: true,
      input: { width: 205, aspectRatio: 55, rimDiameter: 16, loadIndex: 91, speedIndex: 'V', page: 1, pageSize: 24 },
    });
  });

  it('names the first missing parameter in the form’s order (SPEC §5), an empty field counting as missing', () => {
    expect(configuratorQuery(definition('tyres'), { larghezza: '205', spalla: '', page: '2' })).toMatchObject({
      ok: false,
      param: 'spalla',
      missing: true,
    });
    expect(configuratorQuery(definition('roofBars'), { manufacterCar: 'Thule', brandCar: 'Fiat', modelCar: 'Panda' })).toMatchObject({
      ok: false,
      param: 'yearCar',
    });
    expect(configuratorQuery(definition('carMats'), {})).toMatchObject({ ok: false, param: 'brandCar' });
    expect(configuratorQuery(definition('oils'), { gradation: '5W-30' })).toMatchObject({ ok: false, param: 'type' });
    expect(configuratorQuery(definition('ownBrandBatteries'), { brand: 'Fiat' })).toMatchObject({ ok: false, param: 'modello' });
    expect(configuratorQuery(definition('snowChains'), { ratio: '55' })).toMatchObject({ ok: false, param: 'width' });
    expect(configuratorQuery(definition('trunkLiners'), { carModel: 'Golf' })).toMatchObject({ ok: false, param: 'carBrand' });
    expect(configuratorQuery(definition('snowChains'), { width: '205' })).toMatchObject({ ok: true, input: { width: '205' } });
    expect(configuratorQuery(definition('roofBoxes'), null)).toMatchObject({ ok: true, input: { page: 1 } });
    expect(configuratorQuery(definition('ownBrandBatteries'), { brand: 'Fiat', modello: 'Panda', alimentazione: 'Diesel' })).toMatchObject({
      ok: true,
      input: { brand: 'Fiat', model: 'Panda', fuel: 'Diesel' },
    });
  });

  it('refuses numbers the shop does not read as numbers, naming the parameter', () => {
    for (const year of ['0x7e8', '2e3', '2020.0', ' 2020', 'duemila']) {
      expect(configuratorQuery(definition('trunkLiners'), { carBrand: 'VW', carYear: year })).toMatchObject({
        ok: false,
        param: 'carYear',
        missing: false,
      });
    }
    expect(configuratorQuery(definition('tyres'), { larghezza: '205', spalla: '55', diametro: '99' })).toMatchObject({
      ok: false,
      param: 'diametro',
    });
    expect(configuratorQuery(definition('batteries'), { layout: 'centro' })).toMatchObject({ ok: false, param: 'layout' });
    expect(configuratorQuery(definition('snowChains'), { width: ['205', '215'] })).toMatchObject({ ok: false, param: 'width' });
  });

  it('says what is wrong in the shop’s words, never the validation library’s', () => {
    const missing = configuratorQuery(definition('tyres'), {});
    const refused = configuratorQuery(definition('trunkLiners'), { carBrand: 'VW', carYear: '0x7e8' });
    for (const query of [missing, refused]) expect(query).toMatchObject({ ok: false, message: 'I dati inviati non sono validi.' });
  });

  it('takes the chosen vehicle for batteries when the form names none, the form’s own first', () => {
    expect(configuratorQuery(definition('batteries'), { typology: 'AGM' }, { vehicleId: 77 })).toMatchObject({
      ok: true,
      input: { typology: 'AGM', vehicleId: 77 },
    });
    expect(configuratorQuery(definition('batteries'), { idVeicolo: '12' }, { vehicleId: 77 })).toMatchObject({
      ok: true,
      input: { vehicleId: 12 },
    });
    expect(configuratorQuery(definition('snowChains'), { width: '205' }, { vehicleId: 77 })).toEqual({
      ok: true,
      input: { width: '205', page: 1, pageSize: 24 },
    });
  });

  it('shapes the 400 like every validation error, the issue naming the parameter', () => {
    const body = configuratorQueryError({ param: 'width', message: 'obbligatorio' }, 'querystring');
    expect(body.issues).toEqual([{ path: 'querystring.width', message: 'obbligatorio' }]);
    expect(body.message).toBe('I dati inviati non sono validi.');
  });
});
