import { describe, expect, it } from 'vitest';
import { plateView } from './vehicle-wire.ts';

describe('plateView', () => {
  it('answers SPEC’s plate reply: the vehicles in SPEC’s words, the chassis numbers as departments', () => {
    const vehicle = { make: 'Fiat', model: 'Panda', version: '1.2 8V', makeId: 1, modelId: 2, vehicleId: 3 };
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
