import { describe, expect, it } from 'vitest';
import { datedDeliveryText, deliveryText, readsSooner } from './delivery-text.ts';

// Wednesday 25 November 2026, 14:00 in Rome.
const now = new Date('2026-11-25T14:00:00+01:00');
const van = (arrivesBy: string, run: string) => ({ arrivesBy, method: 'van' as const, run });
const by = (arrivesBy: string, method: 'courier' | 'express' | 'supplier') => ({ arrivesBy, method, run: null });
const counter = (arrivesBy: string, run: string) => ({ arrivesBy, method: 'pickup' as const, run });

describe('datedDeliveryText (an order’s promise, read on any later day)', () => {
  it('says the date, never "oggi" or "domani", with the run or the time', () => {
    expect(datedDeliveryText(van('2026-11-26T11:00:00+01:00', '08:30'))).toBe('giovedì 26 novembre, mattina');
    expect(datedDeliveryText(van('2026-11-25T18:00:00+01:00', '15:30'))).toBe('mercoledì 25 novembre, giro delle 15:30');
    expect(datedDeliveryText(by('2026-11-27T10:00:00+01:00', 'express'))).toBe('venerdì 27 novembre entro le 10:00');
    expect(datedDeliveryText(by('2026-12-03T18:00:00+01:00', 'courier'))).toBe('giovedì 3 dicembre');
  });
});

describe('deliveryText', () => {
  it('names today’s van run, and tomorrow’s morning run', () => {
    expect(deliveryText(van('2026-11-25T18:00:00+01:00', '15:30'), now)).toBe('oggi, giro delle 15:30');
    expect(deliveryText(van('2026-11-26T11:00:00+01:00', '08:30'), now)).toBe('domani mattina');
    expect(deliveryText(van('2026-11-26T18:00:00+01:00', '15:30'), now)).toBe('domani, giro delle 15:30');
  });

  it('gives an express trip its time', () => {
    expect(deliveryText(by('2026-11-25T16:15:00+01:00', 'express'), now)).toBe('oggi entro le 16:15');
    expect(deliveryText(by('2026-11-26T10:00:00+01:00', 'express'), now)).toBe('domani entro le 10:00');
  });

  it('says tomorrow, and after it always weekday and date: one form, never a bare "martedì" beside a date', () => {
    expect(deliveryText(by('2026-11-26T18:00:00+01:00', 'courier'), now)).toBe('domani');
    expect(deliveryText(by('2026-12-01T18:00:00+01:00', 'courier'), now)).toBe('martedì 1 dicembre');
    expect(deliveryText(van('2026-11-30T11:00:00+01:00', '08:30'), now)).toBe('lunedì 30 novembre');
    expect(deliveryText(by('2026-12-03T13:30:00+01:00', 'supplier'), now)).toBe('giovedì 3 dicembre');
  });

  it('counts days on Rome’s calendar, whatever the offset the promise is written with', () => {
    // 23:30 in Rome on the 25th is 22:30 UTC: still today.
    expect(deliveryText(by('2026-11-25T22:30:00Z', 'courier'), now)).toBe('oggi');
    expect(deliveryText(by('2026-11-25T23:30:00Z', 'courier'), now)).toBe('domani');
    const lateEvening = new Date('2026-11-25T23:30:00+01:00');
    expect(deliveryText(van('2026-11-26T11:00:00+01:00', '08:30'), lateEvening)).toBe('domani mattina');
    // Across the change to summer time (29 March 2027).
    expect(deliveryText(by('2027-03-30T11:00:00+02:00', 'express'), new Date('2027-03-27T10:00:00+01:00'))).toBe(
      'martedì 30 marzo entro le 11:00',
    );
  });
});

describe('a counter pick-up', () => {
  it('reads as ready at the counter from a time, never as a van run', () => {
    expect(deliveryText(counter('2026-11-25T15:30:00+01:00', '15:30'), now)).toBe('oggi dalle 15:30');
    expect(deliveryText(counter('2026-11-26T08:30:00+01:00', '08:30'), now)).toBe('domani dalle 08:30');
    expect(deliveryText(counter('2026-11-30T08:30:00+01:00', '08:30'), now)).toBe('lunedì 30 novembre dalle 08:30');
    expect(datedDeliveryText(counter('2026-11-26T08:30:00+01:00', '08:30'))).toBe('giovedì 26 novembre dalle 08:30');
  });
});

describe('readsSooner (what a paid option must do to be offered)', () => {
  it('is an earlier arrival that the words tell apart', () => {
    const freeVan = van('2026-11-25T18:00:00+01:00', '15:30');
    expect(readsSooner(by('2026-11-25T16:00:00+01:00', 'express'), freeVan)).toBe(true);
    expect(readsSooner(by('2026-11-25T18:00:00+01:00', 'express'), by('2026-11-25T18:00:00+01:00', 'express'))).toBe(false);
    expect(readsSooner(by('2026-11-26T10:00:00+01:00', 'express'), freeVan)).toBe(false);
    // Both from the supplier on the same day: 11:00 against 13:30, but both read "lunedì 28 dicembre".
    expect(readsSooner(by('2026-12-28T11:00:00+01:00', 'supplier'), by('2026-12-28T13:30:00+01:00', 'supplier'))).toBe(false);
  });
});
