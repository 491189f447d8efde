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
});
