import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/clock.ts';
import { openDatabase } from '../../../shared/sqlite.ts';
import { migrations } from '../migrations/index.ts';
import { seedLogistics } from '../seed/offers/logistics.ts';
import { Rng } from '../seed/prng.ts';
import { WAREHOUSES } from '../seed/products.ts';
import { ItalianWorkingCalendar, parseTime } from './calendar.ts';
import { planDelivery, type DeliveryRequest } from './delivery-promise.ts';
import { loadSchedules } from './schedules.ts';

/** The demo distributor's schedules (seed/logistics-data.ts): TV vans at 8:30, 11:00, 15:30; shuttle 18:30 → 7:00. */
function demoSchedules() {
  const db = openDatabase(':memory:', migrations);
  const insert = db.prepare('INSERT INTO warehouses (code, name, sort) VALUES (?, ?, ?)');
  WAREHOUSES.forEach((w, i) => insert.run(w.code, w.name, i + 1));
  seedLogistics(db, new Rng(1));
  const schedules = loadSchedules(db);
  db.close();
  return schedules;
}
const schedules = demoSchedules();
const calendar = new ItalianWorkingCalendar();
const supplier = { workingDays: 3, orderCutoff: parseTime('12:00'), arrives: parseTime('09:00') };
const TREVISO = { country: 'IT', province: 'TV' };
const MILANO = { country: 'IT', province: 'MI' };

/** A plan at a Rome wall-clock time ('2026-11-25T14:00', Wednesday) with the clock stopped there. */
function plan(rome: string, request: Partial<DeliveryRequest> = {}) {
  const offset = rome >= '2027-03-28T03:00' && rome < '2027-10-31' ? '+02:00' : '+01:00';
  return planDelivery(
    {
      now: fixedClock(`${rome}:00${offset}`)(),
      quantity: 1,
      urgent: false,
      destination: TREVISO,
      stock: [{ warehouse: 'TV', quantity: 5 }],
      incoming: [],
      supplier,
      ...request,
    },
    schedules,
    calendar,
  );
}
const promiseOf = (rome: string, request: Partial<DeliveryRequest> = {}) => plan(rome, request).line;

describe('the delivery promise in the own area (TV, vans)', () => {
  it('puts an order before a cut-off on that run, and one after it on the next', () => {
    expect(promiseOf('2026-11-25T10:29')).toEqual({
      arrivesBy: '2026-11-25T13:30:00+01:00',
      method: 'van',
      run: '11:00',
      from: { code: 'TV', name: 'Treviso' },
    });
    expect(promiseOf('2026-11-25T10:30')).toMatchObject({ arrivesBy: '2026-11-25T18:00:00+01:00', run: '15:30' });
    expect(promiseOf('2026-11-25T14:59')).toMatchObject({ arrivesBy: '2026-11-25T18:00:00+01:00', run: '15:30' });
  });

  it('sends an order after the last cut-off on the next working day’s first run', () => {
    expect(promiseOf('2026-11-25T15:00')).toMatchObject({ arrivesBy: '2026-11-26T11:00:00+01:00', method: 'van', run: '08:30' });
    expect(promiseOf('2026-11-26T06:00')).toMatchObject({ arrivesBy: '2026-11-26T11:00:00+01:00', run: '08:30' });
  });

  it('skips the weekend: Friday evening and Saturday go on Monday’s first run', () => {
    expect(promiseOf('2026-11-27T18:00')).toMatchObject({ arrivesBy: '2026-11-30T11:00:00+01:00', run: '08:30' });
    expect(promiseOf('2026-11-28T09:00')).toMatchObject({ arrivesBy: '2026-11-30T11:00:00+01:00', run: '08:30' });
  });

  it('skips public holidays: 8 December and Easter Monday', () => {
    expect(promiseOf('2026-12-07T16:00')).toMatchObject({ arrivesBy: '2026-12-09T11:00:00+01:00', run: '08:30' });
    expect(promiseOf('2026-12-08T09:00')).toMatchObject({ arrivesBy: '2026-12-09T11:00:00+01:00' });
    // Easter 2027 is 28 March; summer time has begun.
    expect(promiseOf('2027-03-26T18:00')).toMatchObject({ arrivesBy: '2027-03-30T11:00:00+02:00', run: '08:30' });
  });

  it('brings pieces of another warehouse on the nightly shuttle, the nearest first', () => {
    const fromNapoli = plan('2026-11-25T14:00', { stock: [{ warehouse: 'NA', quantity: 3 }] });
    expect(fromNapoli.here).toMatchObject({ warehouse: { code: 'TV' }, quantity: 0, promise: null });
    expect(fromNapoli.otherStores).toEqual({
      quantity: 1,
      warehouses: [{ code: 'NA', name: 'Napoli' }],
      promise: { arrivesBy: '2026-11-27T11:00:00+01:00', method: 'van', run: '08:30', from: { code: 'NA', name: 'Napoli' } },
    });
    const both = plan('2026-11-25T14:00', {
      stock: [
        { warehouse: 'NA', quantity: 3 },
        { warehouse: 'MI', quantity: 3 },
      ],
    });
    expect(both.otherStores).toMatchObject({ warehouses: [{ code: 'MI' }], promise: { arrivesBy: '2026-11-26T11:00:00+01:00' } });
    // After the shuttle's cut-off the pieces wait a night more.
    expect(promiseOf('2026-11-25T19:00', { stock: [{ warehouse: 'MI', quantity: 3 }] })).toMatchObject({
      arrivesBy: '2026-11-27T11:00:00+01:00',
    });
  });

  it('orders missing pieces from the supplier and adds the lead time', () => {
    const missing = plan('2026-11-25T10:00', { stock: [] });
    expect(missing.missing).toEqual({
      quantity: 1,
      // Ordered Wednesday before noon, 3 working days: Monday 9:00 at TV, the 11:00 run.
      promise: { arrivesBy: '2026-11-30T13:30:00+01:00', method: 'supplier', run: null, from: null },
    });
    expect(plan('2026-11-25T12:00', { stock: [] }).line).toMatchObject({ arrivesBy: '2026-12-01T13:30:00+01:00' });
  });

  it('counts supplier orders on the way from their expected day, and a late one as due the next working day', () => {
    const expected = plan('2026-11-25T14:00', { stock: [], incoming: [{ warehouse: 'TV', quantity: 4, expectedOn: '2026-12-02' }] });
    expect(expected.incoming).toEqual({
      quantity: 1,
      expectedOn: '2026-12-02',
      promise: { arrivesBy: '2026-12-02T13:30:00+01:00', method: 'supplier', run: null, from: null },
    });
    const late = plan('2026-11-25T14:00', { stock: [], incoming: [{ warehouse: 'MI', quantity: 4, expectedOn: '2026-11-20' }] });
    // Received at MI Thursday 9:00, the shuttle that night, Friday's 8:30 run.
    expect(late.incoming.promise?.arrivesBy).toBe('2026-11-27T11:00:00+01:00');
  });

  it('makes urgent lines an express trip within two hours in working hours, never later than a van', () => {
    expect(promiseOf('2026-11-25T10:05', { urgent: true })).toEqual({
      arrivesBy: '2026-11-25T12:15:00+01:00',
      method: 'express',
      run: null,
      from: { code: 'TV', name: 'Treviso' },
    });
    expect(promiseOf('2026-11-25T17:00', { urgent: true })).toMatchObject({ arrivesBy: '2026-11-26T10:00:00+01:00', method: 'express' });
    expect(promiseOf('2026-11-28T09:00', { urgent: true })).toMatchObject({ arrivesBy: '2026-11-30T10:00:00+01:00' });
    // 7:00: the express leaves at 8:00 and arrives at 10:00, the 8:30 run by 11:00.
    expect(promiseOf('2026-11-25T07:00', { urgent: true })).toMatchObject({ arrivesBy: '2026-11-25T10:00:00+01:00', method: 'express' });
  });
});

describe('a counter pick-up (collect)', () => {
  const counter = { ...TREVISO, collect: true };
  it('is ready at the counter from the next van run’s departure, urgent or not: nothing travels', () => {
    expect(promiseOf('2026-11-25T14:00', { destination: counter })).toEqual({
      arrivesBy: '2026-11-25T15:30:00+01:00',
      method: 'pickup',
      run: '15:30',
      from: { code: 'TV', name: 'Treviso' },
    });
    expect(promiseOf('2026-11-25T17:00', { destination: counter, urgent: true })).toMatchObject({
      arrivesBy: '2026-11-26T08:30:00+01:00',
      method: 'pickup',
    });
  });

  it('stays a pick-up for goods the supplier brings', () => {
    expect(promiseOf('2026-11-25T14:00', { destination: counter, stock: [] })).toMatchObject({ method: 'pickup', run: '11:00' });
  });
});

describe('the delivery promise by courier', () => {
  const mi = { destination: MILANO, stock: [{ warehouse: 'MI', quantity: 5 }] };

  it('serves Milano from MI: before the cut-off the next working day, after it a day later', () => {
    const inMilano = plan('2026-11-25T14:00', mi);
    expect(inMilano.here).toMatchObject({ warehouse: { code: 'MI', name: 'Milano' }, quantity: 1 });
    expect(inMilano.line).toEqual({
      arrivesBy: '2026-11-26T18:00:00+01:00',
      method: 'courier',
      run: null,
      from: { code: 'MI', name: 'Milano' },
    });
    expect(promiseOf('2026-11-25T17:30', mi)).toMatchObject({ arrivesBy: '2026-11-27T18:00:00+01:00' });
    expect(promiseOf('2026-11-27T16:00', mi)).toMatchObject({ arrivesBy: '2026-11-30T18:00:00+01:00' });
  });

  it('is later than the own area’s van at the same moment', () => {
    expect(promiseOf('2026-11-25T14:00')).toMatchObject({ arrivesBy: '2026-11-25T18:00:00+01:00', method: 'van' });
  });

  it('sends urgent lines by the express courier, the next morning', () => {
    expect(promiseOf('2026-11-25T14:00', { ...mi, urgent: true })).toMatchObject({
      arrivesBy: '2026-11-26T10:00:00+01:00',
      method: 'express',
    });
    // From another warehouse, the express courier leaves from there rather than waiting for the shuttle.
    expect(promiseOf('2026-11-25T14:00', { ...mi, stock: [{ warehouse: 'RM', quantity: 2 }], urgent: true })).toMatchObject({
      arrivesBy: '2026-11-26T10:00:00+01:00',
      from: { code: 'RM' },
    });
    expect(promiseOf('2026-11-25T14:00', { ...mi, stock: [{ warehouse: 'RM', quantity: 2 }] })).toMatchObject({
      arrivesBy: '2026-11-27T18:00:00+01:00',
      method: 'courier',
      from: { code: 'RM' },
    });
  });

  it('adds a day to the islands and two abroad', () => {
    const palermo = { destination: { country: 'IT', province: 'PA' }, stock: [{ warehouse: 'NA', quantity: 5 }] };
    expect(promiseOf('2026-11-25T14:00', palermo)).toMatchObject({ arrivesBy: '2026-11-27T18:00:00+01:00', from: { code: 'NA' } });
    const vienna = { destination: { country: 'AT', province: 'Wien' } };
    expect(promiseOf('2026-11-25T14:00', vienna)).toMatchObject({ arrivesBy: '2026-11-30T18:00:00+01:00', method: 'courier' });
  });
});

describe('the parts of a quantity', () => {
  const stock = [
    { warehouse: 'TV', quantity: 3 },
    { warehouse: 'MI', quantity: 2 },
    { warehouse: 'NA', quantity: 4 },
  ];
  const incoming = [{ warehouse: 'TV', quantity: 5, expectedOn: '2026-12-02' }];

  it('take here, then the other warehouses, then supplier orders, then the supplier; they add up', () => {
    const ten = plan('2026-11-25T14:00', { quantity: 10, stock, incoming });
    expect([ten.here.quantity, ten.otherStores.quantity, ten.incoming.quantity, ten.missing.quantity]).toEqual([3, 6, 1, 0]);
    expect(ten.otherStores.warehouses.map((w) => w.code)).toEqual(['MI', 'NA']);
    expect(ten.inStock).toBe(9);
    const twenty = plan('2026-11-25T14:00', { quantity: 20, stock, incoming });
    expect([twenty.here.quantity, twenty.otherStores.quantity, twenty.incoming.quantity, twenty.missing.quantity]).toEqual([3, 6, 5, 6]);
    // Ordered after noon: Thursday, 3 working days, Tuesday's 11:00 run; the supplier order on the way is later.
    expect(twenty.missing.promise?.arrivesBy).toBe('2026-12-01T13:30:00+01:00');
    // The line arrives with its last piece.
    expect(twenty.line).toEqual(twenty.incoming.promise);
    expect(twenty.line?.arrivesBy).toBe('2026-12-02T13:30:00+01:00');
  });

  it('split the same way for a visitor, from the main warehouse, with no promise', () => {
    const visitor = plan('2026-11-25T14:00', { quantity: 4, stock, destination: null });
    expect(visitor.here).toEqual({ warehouse: { code: 'TV', name: 'Treviso' }, quantity: 3, promise: null });
    expect(visitor.otherStores).toEqual({ quantity: 1, warehouses: [{ code: 'MI', name: 'Milano' }], promise: null });
    expect(visitor.line).toBeNull();
  });
});
