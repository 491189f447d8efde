import { describe, expect, it } from 'vitest';
import type { DeliveryPromise, StockAvailability } from '../../shared/contract/offer.ts';
import { availabilityReplyOf } from './availability-reply.ts';

const now = new Date('2026-11-25T14:00:00+01:00');
const TV = { code: 'TV', name: 'Treviso' };
const van = (arrivesBy: string, run: string): DeliveryPromise => ({ arrivesBy, method: 'van', run, from: TV });
const supplier = (arrivesBy: string): DeliveryPromise => ({ arrivesBy, method: 'supplier', run: null, from: null });

function stock(parts: { here?: number; other?: number; incoming?: number; missing?: number }, promised = true): StockAvailability {
  const { here = 0, other = 0, incoming = 0, missing = 0 } = parts;
  const p = <T>(value: T) => (promised ? value : null);
  return {
    productId: 7,
    quantity: here + other + incoming + missing,
    here: { warehouse: TV, quantity: here, promise: here ? p(van('2026-11-25T18:00:00+01:00', '15:30')) : null },
    otherStores: {
      quantity: other,
      warehouses: other ? [{ code: 'MI', name: 'Milano' }] : [],
      promise: other ? p(van('2026-11-26T11:00:00+01:00', '08:30')) : null,
    },
    incoming: {
      quantity: incoming,
      expectedOn: incoming ? '2026-12-01' : null,
      promise: incoming ? p(supplier('2026-12-01T13:30:00+01:00')) : null,
    },
    missing: { quantity: missing, promise: missing ? p(supplier('2026-12-03T13:30:00+01:00')) : null },
    inStock: here + other,
  };
}

describe('availabilityReplyOf', () => {
  it('says all is here, with the delivery, in the singular', () => {
    expect(availabilityReplyOf(stock({ here: 1 }), now)).toEqual({
      showMessage: false,
      showOnlyInfo: false,
      message: 'Disponibile: 1 pezzo a Treviso, consegna oggi, giro delle 15:30',
      qtaImm: 1,
      isQtaImm: true,
      pluralQtaImm: false,
      isQtaDispOther: false,
      messageDispOther: '',
      isQtaDispPot: false,
      messageDispPot: '',
      qtaOtherStore: 0,
      isQtaOtherStore: false,
      pluralQtaOtherStore: true,
      dsconsMaga: '',
      qtaNoDisp: 0,
      isQtaNoDisp: false,
      pluralQtaNoDisp: true,
      dsconsQtaNoDisp: '',
    });
  });

  it('writes thousands of pieces the Italian way', () => {
    const reply = availabilityReplyOf(stock({ here: 1500, other: 2500 }), now);
    expect(reply.message).toBe('Disponibile in parte: 1.500 pezzi a Treviso, consegna oggi, giro delle 15:30');
    expect(reply.messageDispOther).toBe('2.500 pezzi da altri magazzini: Milano');
  });

  it('describes every part with its pieces and its delivery; the not-available part arrives with its last piece', () => {
    const reply = availabilityReplyOf(stock({ here: 2, other: 1, incoming: 3, missing: 1 }), now);
    expect(reply).toMatchObject({
      showMessage: true,
      message: 'Disponibile in parte: 2 pezzi a Treviso, consegna oggi, giro delle 15:30',
      qtaImm: 2,
      pluralQtaImm: true,
      isQtaDispOther: true,
      messageDispOther: '1 pezzo da altri magazzini: Milano',
      isQtaDispPot: true,
      messageDispPot: '3 pezzi in arrivo dal fornitore, consegna martedì 1 dicembre',
      qtaOtherStore: 1,
      pluralQtaOtherStore: false,
      dsconsMaga: 'domani mattina',
      qtaNoDisp: 4,
      isQtaNoDisp: true,
      pluralQtaNoDisp: true,
      dsconsQtaNoDisp: 'giovedì 3 dicembre',
    });
  });

  it('names the state when nothing is here', () => {
    expect(availabilityReplyOf(stock({ other: 2 }), now).message).toBe('Disponibile in altri magazzini');
    expect(availabilityReplyOf(stock({ other: 1, missing: 1 }), now).message).toBe('Disponibile in parte');
    expect(availabilityReplyOf(stock({ incoming: 2 }), now).message).toBe('In arrivo dal fornitore');
    expect(availabilityReplyOf(stock({ missing: 1 }), now)).toMatchObject({
      message: 'Non disponibile',
      qtaNoDisp: 1,
      pluralQtaNoDisp: false,
    });
  });

  it('only informs when nothing is promised (a visitor)', () => {
    expect(availabilityReplyOf(stock({ here: 3, incoming: 1 }, false), now)).toMatchObject({
      showOnlyInfo: true,
      message: 'Disponibile in parte: 3 pezzi a Treviso',
      messageDispPot: '1 pezzo in arrivo dal fornitore',
      dsconsQtaNoDisp: '',
    });
  });
});
