import { describe, expect, it } from 'vitest';
import { plateChoicesView, plateView } from './vehicle-wire.ts';

const details = {
  body: 'Berlina',
  kw: 51,
  hp: 69,
  producedFrom: '2012-02',
  producedTo: null,
  engineCode: '169A4000',
  cm3: 1242,
  valves: 8,
  fuel: 'B',
};

describe('plateView', () => {
  it('answers SPEC’s plate reply: the vehicles in SPEC’s words, the chassis numbers as departments', () => {
    const vehicle = { make: 'Fiat', model: 'Panda', version: '1.2 8V', makeId: 1, modelId: 2, vehicleId: 3, ...details };
    expect(plateView({ vehicles: [vehicle], vins: ['ZFA31200000123456'] })).toEqual({
      vehicles: [{ marca: 'Fiat', modello: 'Panda', versione: '1.2 8V', idMarca: 1, idModello: 2, idVeicolo: 3 }],
      departments: [{ telaio: 'ZFA31200000123456' }],
      message: 'ok',
    });
  });

  it('says zero_plates when no vehicle has the plate', () => {
    expect(plateView({ vehicles: [], vins: [] })).toEqual({ vehicles: [], departments: [], message: 'zero_plates' });
  });
});

describe('plateChoicesView', () => {
  it('adds to each vehicle what tells it apart, in a version’s words', () => {
    const vehicle = { make: 'Fiat', model: 'Panda', version: '1.2 8V', makeId: 1, modelId: 2, vehicleId: 3, ...details };
    expect(plateChoicesView({ vehicles: [vehicle], vins: [] }).vehicles).toEqual([
      {
        ...{ marca: 'Fiat', modello: 'Panda', versione: '1.2 8V', idMarca: 1, idModello: 2, idVeicolo: 3 },
        ...{ body: 'Berlina', kw: 51, cv: 69, dal: '2012-02', al: null, motore: '169A4000', cm3: 1242, valvole: 8, alimentazione: 'B' },
      },
    ]);
  });
});
