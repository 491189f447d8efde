import { describe, expect, it } from 'vitest';
import { offerName, offersVehicle } from './vehicle-offer.tsx';

const offer = { modello: 'Fiat Panda 1.2', plate: 'AB123CD', vin: '' };
const empty = { modello: '', plate: '', vin: '' };

describe('the chosen vehicle offered to the cart', () => {
  it('is offered only while the model, plate and VIN are all empty', () => {
    expect(offersVehicle(empty, offer)).toBe(true);
    expect(offersVehicle({ ...empty, plate: 'XY999ZZ' }, offer)).toBe(false);
    expect(offersVehicle({ ...empty, vin: 'ZFA31200000123456' }, offer)).toBe(false);
    expect(offersVehicle(empty, null)).toBe(false);
    expect(offersVehicle(empty, { ...offer, modello: '' })).toBe(false);
  });

  it('names the plate beside the vehicle when it was found by plate', () => {
    expect(offerName(offer)).toBe('Fiat Panda 1.2 (AB123CD)');
    expect(offerName({ ...offer, plate: '' })).toBe('Fiat Panda 1.2');
  });

  it('tells versions alike apart by their details: body, power, years, engine, fuel', () => {
    const version = {
      idVeicolo: 7,
      versione: '1.6 HDi 92 CV Business',
      body: 'Monovolume',
      kw: 68,
      cv: 92,
      dal: '2010-08',
      al: '2012-09',
      motore: '9HP',
      cm3: 1560,
      valvole: 8,
      alimentazione: 'D',
    };
    expect(offerName({ modello: 'Citroën Xsara Picasso 1.6 HDi 92 CV Business', plate: 'DD574JZ', vin: '', version })).toBe(
      'Citroën Xsara Picasso 1.6 HDi 92 CV Business · Monovolume · 68 kW / 92 CV · 08/2010–09/2012 · motore 9HP · 1560 cm³ · 8 valvole · Diesel (DD574JZ)',
    );
  });
});
