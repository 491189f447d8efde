import { describe, expect, it } from 'vitest';
import { datedDeliveryText, deliveryText } from './delivery-text.ts';

// Wednesday 25 November 2026, 14:00 in Rome.
const now = new Date('2026-11-25T14:00:00+01:00');
const van = (arrivesBy: string, run: string) => ({ arrivesBy, method: 'van' as const, run });
const by = (arrivesBy: string, method: 'courier' | 'express' | 'supplier') => ({ arrivesBy, method, run: null });

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

  it('says tomorrow, a weekday within six days, and the date beyond', () => {
    expect(deliveryText(by('2026-11-26T18:00:00+01:00', 'courier'), now)).toBe('domani');
    expect(deliveryText(by('2026-12-01T18:00:00+01:00', 'courier'), now)).toBe('martedì');
    expect(deliveryText(van('2026-11-30T11:00:00+01:00', '08:30'), now)).toBe('lunedì');
    expect(deliveryText(by('2026-12-03T13:30:00+01:00', 'supplier'), now)).toBe('giovedì 3 dicembre');
  });

  it('counts days on Rome’s calendar, whatever the offset the promise is written with', () => {
    // 23:30 in Rome on the 25th is 22:30 UTC: still today.
    expect(deliveryText(by('2026-11-25T22:30:00Z', 'courier'), now)).toBe('oggi');
    expect(deliveryText(by('2026-11-25T23:30:00Z', 'courier'), now)).toBe('domani');
    const lateEvening = new Date('2026-11-25T23:30:00+01:00');
    expect(deliveryText(van('2026-11-26T11:00:00+01:00', '08:30'), lateEvening)).toBe('domani mattina');
    // Across the change to summer time (29 March 2027).
    expect(deliveryText(by('2027-03-30T11:00:00+02:00', 'express'), new Date('2027-03-27T10:00:00+01:00'))).toBe('martedì entro le 11:00');
  });
});
