import type { DeliveryPromise } from '../../../shared/contract/offer.ts';
import { at, dayOf, dayOfDate, minuteOfDay, toIso, toLocal, WorkingDays, type LocalMinute, type WorkingCalendar } from './calendar.ts';
import { shuttleKey, type DeliverySchedules, type SupplierTerms, type VanRun, type Warehouse } from './schedules.ts';

/** Where goods go: an ISO 3166 alpha-2 country and, in Italy, the two-letter province. */
export interface Destination {
  country: string;
  province: string | null;
  /** Collected at the counter of the warehouse serving the place: nothing travels to it (promise method `pickup`). */
  collect?: boolean;
}

export interface DeliveryRequest {
  now: Date;
  quantity: number;
  urgent: boolean;
  /** Null for a visitor: the quantity is still split into parts, but nothing is promised. */
  destination: Destination | null;
  /** Pieces on the shelves, by warehouse. */
  stock: ReadonlyArray<{ warehouse: string; quantity: number }>;
  /** Supplier orders on the way. */
  incoming: ReadonlyArray<{ warehouse: string; quantity: number; expectedOn: string }>;
  /** The product's supplier: pieces nobody holds are ordered on these terms. */
  supplier: SupplierTerms;
}

/** The contract's stock availability without the product, plus the promise for the whole quantity. */
export interface DeliveryPlan {
  here: { warehouse: Warehouse; quantity: number; promise: DeliveryPromise | null };
  otherStores: { quantity: number; warehouses: Warehouse[]; promise: DeliveryPromise | null };
  incoming: { quantity: number; expectedOn: string | null; promise: DeliveryPromise | null };
  missing: { quantity: number; promise: DeliveryPromise | null };
  inStock: number;
  /** When the last piece arrives; null without a destination. */
  line: DeliveryPromise | null;
}

interface Arrival {
  at: LocalMinute;
  method: DeliveryPromise['method'];
  run: string | null;
  from: string | null;
}
/** How goods leave a warehouse for the destination: van runs (own area) or courier, and the courier's extra days. */
interface Route {
  warehouse: string;
  van: readonly VanRun[] | null;
  kind: 'mainland' | 'island' | 'abroad';
  collect: boolean;
}

/**
 * THE delivery promise (availability parts, line promises, cart lines, checkout's fulfilment options): splits the
 * quantity into the pieces on the serving warehouse's shelves ("here": the warehouse of the destination's province,
 * the main one for a visitor), those of the other warehouses (the ones whose shuttle arrives first), supplier orders on
 * the way and pieces to order from the supplier, and says when each part arrives, Europe/Rome:
 * - from the serving warehouse, in its van area: the first van run whose cut-off is still ahead (after the last one,
 *   the next working day's first run); elsewhere a courier (cut-off, next working day, islands and abroad later);
 * - urgent: an express trip besides (van area: departing now, within working hours; elsewhere the express courier,
 *   also straight from another warehouse), whichever is earlier, so urgent is never later;
 * - collected at the counter: ready when the serving warehouse's next van run is picked (its departure), or as soon
 *   as the goods are there without vans; urgent changes nothing, no trip;
 * - other warehouses add the nightly shuttle, supplier orders their expected day, missing pieces the lead time.
 * A part's promise is its last piece's; its `from` is the warehouse its pieces are taken from (null from a supplier).
 * Pure: the same request, schedules and calendar give the same plan.
 */
export function planDelivery(request: DeliveryRequest, schedules: DeliverySchedules, calendar: WorkingCalendar): DeliveryPlan {
  return new Planner(request, schedules, calendar).plan();
}

interface Source {
  code: string;
  quantity: number;
  expectedOn: string | null;
  /** When its pieces reach the customer, or (no destination) the serving warehouse: the order sources are used in. */
  order: LocalMinute;
  arrival: Arrival | null;
}
interface Picked {
  quantity: number;
  used: Source[];
  latest: Arrival | null;
}

/**
 * One plan's working state. A class, not closures: a page plans dozens of lines, and closures made per call cost
 * (tsx names every one of them).
 */
class Planner {
  private readonly now: LocalMinute;
  private readonly days: WorkingDays;
  private readonly route: Route | null;
  private readonly serving: string;
  private left: number;

  constructor(
    private readonly request: DeliveryRequest,
    private readonly schedules: DeliverySchedules,
    calendar: WorkingCalendar,
  ) {
    this.now = toLocal(request.now);
    this.days = new WorkingDays(calendar);
    this.route = request.destination ? routeTo(request.destination, schedules) : null;
    this.serving = this.route?.warehouse ?? schedules.mainWarehouse;
    this.left = request.quantity;
  }

  plan(): DeliveryPlan {
    const { request, schedules, now, days } = this;
    let inStock = 0;
    let heldHere = 0;
    for (const s of request.stock) {
      if (s.quantity <= 0) continue;
      inStock += s.quantity;
      if (s.warehouse === this.serving) heldHere += s.quantity;
    }
    const hereQuantity = this.take(heldHere);
    const here = hereQuantity > 0 ? this.deliver(now) : null;
    const others = this.pick(this.otherStores());
    const incoming = this.pick(this.supplierOrders());
    const missingQuantity = this.take(this.left);
    const { supplier } = request;
    const supplied = at(days.add(days.shipDay(now, supplier.orderCutoff), supplier.workingDays), supplier.arrives);
    const missing = missingQuantity > 0 ? fromSupplier(this.deliver(supplied)) : null;

    let line: Arrival | null = null;
    for (const part of [here, others.latest, incoming.latest, missing]) if (part && (!line || part.at >= line.at)) line = part;
    let expectedOn: string | null = null;
    for (const order of incoming.used) if (expectedOn === null || (order.expectedOn ?? '') > expectedOn) expectedOn = order.expectedOn;
    return {
      here: { warehouse: warehouseOf(this.serving, schedules), quantity: hereQuantity, promise: promiseOf(here, schedules) },
      otherStores: {
        quantity: others.quantity,
        warehouses: others.used.map((s) => warehouseOf(s.code, schedules)),
        promise: promiseOf(others.latest, schedules),
      },
      incoming: { quantity: incoming.quantity, expectedOn, promise: promiseOf(incoming.latest, schedules) },
      missing: { quantity: missingQuantity, promise: promiseOf(missing, schedules) },
      inStock,
      line: promiseOf(line, schedules),
    };
  }

  /** The other warehouses holding pieces, those whose pieces arrive first first. */
  private otherStores(): Source[] {
    const { request, route, now } = this;
    const sources: Source[] = [];
    for (const code of this.schedules.warehouses.keys()) {
      if (code === this.serving) continue;
      let quantity = 0;
      for (const s of request.stock) if (s.warehouse === code && s.quantity > 0) quantity += s.quantity;
      const ready = quantity > 0 ? this.transfer(now, code) : null;
      if (ready === null) continue;
      let arrival = this.deliver(ready);
      if (arrival && route && request.urgent && !route.collect) {
        const direct = expressCourier(now, { warehouse: code, van: null, kind: route.kind, collect: false }, this.schedules, this.days);
        if (direct.at < arrival.at) arrival = direct;
      }
      sources.push({ code, quantity, expectedOn: null, order: arrival?.at ?? ready, arrival: arrival && { ...arrival, from: code } });
    }
    return sources.sort(byOrder);
  }

  /** Supplier orders on the way, those that arrive first first. */
  private supplierOrders(): Source[] {
    const orders: Source[] = [];
    for (const row of this.request.incoming) {
      const ready = this.transfer(receipt(row.expectedOn, this.request.supplier.arrives, this.now, this.days), row.warehouse);
      if (ready === null) continue;
      const arrival = fromSupplier(this.deliver(ready));
      orders.push({ code: row.warehouse, quantity: row.quantity, expectedOn: row.expectedOn, order: arrival?.at ?? ready, arrival });
    }
    return orders.sort(byOrder);
  }

  /** Takes from the sources in their order until the quantity is covered; the latest arrival among those used. */
  private pick(sources: Source[]): Picked {
    const picked: Picked = { quantity: 0, used: [], latest: null };
    for (const source of sources) {
      const taken = this.take(source.quantity);
      if (taken === 0) break;
      picked.used.push(source);
      picked.quantity += taken;
      if (source.arrival && (!picked.latest || source.arrival.at > picked.latest.at)) picked.latest = source.arrival;
    }
    return picked;
  }

  private take(available: number): number {
    const taken = Math.min(this.left, available);
    this.left -= taken;
    return taken;
  }

  private deliver(ready: LocalMinute): Arrival | null {
    return this.route ? deliverFrom(ready, this.route, this.request.urgent, this.schedules, this.days) : null;
  }

  /** When goods ready at `from` are at the serving warehouse (the nightly shuttle); null when no shuttle goes there. */
  private transfer(ready: LocalMinute, from: string): LocalMinute | null {
    if (from === this.serving) return ready;
    const shuttle = this.schedules.shuttles.get(shuttleKey(from, this.serving));
    return shuttle ? at(this.days.add(this.days.shipDay(ready, shuttle.cutoff), shuttle.nights), shuttle.arrives) : null;
  }
}

function byOrder(a: Source, b: Source): number {
  return a.order - b.order;
}

function warehouseOf(code: string, schedules: DeliverySchedules): Warehouse {
  return schedules.warehouses.get(code) ?? { code, name: code };
}

function promiseOf(arrival: Arrival | null, schedules: DeliverySchedules): DeliveryPromise | null {
  if (!arrival) return null;
  const from = arrival.from === null ? null : warehouseOf(arrival.from, schedules);
  return { arrivesBy: toIso(arrival.at), method: arrival.method, run: arrival.run, from };
}

function fromSupplier(arrival: Arrival | null): Arrival | null {
  // Collected goods wait at the counter whatever their origin: the promise stays a pick-up.
  if (arrival?.method === 'pickup') return arrival;
  return arrival && { ...arrival, method: 'supplier', run: null, from: null };
}

function routeTo(destination: Destination, schedules: DeliverySchedules): Route {
  const collect = destination.collect === true;
  if (destination.country.toUpperCase() !== 'IT') return { warehouse: schedules.mainWarehouse, van: null, kind: 'abroad', collect };
  const zone = destination.province ? schedules.zones.get(destination.province.trim().toUpperCase()) : undefined;
  if (!zone) return { warehouse: schedules.mainWarehouse, van: null, kind: 'mainland', collect };
  const runs = zone.method === 'van' ? schedules.vanRuns.get(zone.warehouse) : undefined;
  return { warehouse: zone.warehouse, van: runs && runs.length > 0 ? runs : null, kind: zone.island ? 'island' : 'mainland', collect };
}

/** Goods ready at the route's warehouse at `ready`, collected there: from the next van run's departure (picked with it). */
function atCounter(ready: LocalMinute, route: Route, days: WorkingDays): Arrival {
  if (!route.van) return { at: ready, method: 'pickup', run: null, from: route.warehouse };
  const van = byVan(ready, route.van, route.warehouse, days);
  const minutes = route.van.find((run) => run.label === van.run)?.minutes ?? 0;
  return { at: van.at - minutes, method: 'pickup', run: van.run, from: route.warehouse };
}

/** Goods ready at the route's warehouse at `ready`: when they reach the destination. */
function deliverFrom(ready: LocalMinute, route: Route, urgent: boolean, schedules: DeliverySchedules, days: WorkingDays): Arrival {
  if (route.collect) return atCounter(ready, route, days);
  const normal = route.van ? byVan(ready, route.van, route.warehouse, days) : courier(ready, route, schedules, days);
  if (!urgent) return normal;
  const expressVan = route.van ? schedules.services.get(route.warehouse)?.expressVan : null;
  let express: Arrival;
  if (expressVan) {
    const day = dayOf(ready);
    const minute = minuteOfDay(ready);
    const departs =
      days.isWorking(day) && minute <= expressVan.until ? at(day, Math.max(minute, expressVan.from)) : at(days.next(day), expressVan.from);
    express = { at: Math.ceil((departs + expressVan.minutes) / 15) * 15, method: 'express', run: null, from: route.warehouse };
  } else {
    express = expressCourier(ready, route, schedules, days);
  }
  return express.at <= normal.at ? express : normal;
}

function byVan(ready: LocalMinute, runs: readonly VanRun[], warehouse: string, days: WorkingDays): Arrival {
  const day = dayOf(ready);
  const minute = minuteOfDay(ready);
  const today = days.isWorking(day) ? runs.find((r) => minute < r.cutoff) : undefined;
  const run = today ?? (runs[0] as VanRun);
  const runDay = today ? day : days.next(day);
  return { at: at(runDay, run.departs + run.minutes), method: 'van', run: run.label, from: warehouse };
}

function courier(ready: LocalMinute, route: Route, schedules: DeliverySchedules, days: WorkingDays): Arrival {
  const service = serviceOf(route.warehouse, schedules);
  const ships = days.shipDay(ready, service.courierCutoff);
  const extra = extraDays(route, schedules);
  return { at: at(days.add(ships, 1 + extra), service.courierDeliversBy), method: 'courier', run: null, from: route.warehouse };
}

function expressCourier(ready: LocalMinute, route: Route, schedules: DeliverySchedules, days: WorkingDays): Arrival {
  const service = serviceOf(route.warehouse, schedules);
  const ships = days.shipDay(ready, service.expressCutoff);
  const extra = extraDays(route, schedules);
  return { at: at(days.add(ships, 1 + extra), service.expressDeliversBy), method: 'express', run: null, from: route.warehouse };
}

function extraDays(route: Route, schedules: DeliverySchedules): number {
  const service = serviceOf(route.warehouse, schedules);
  return route.kind === 'island' ? service.islandExtraDays : route.kind === 'abroad' ? service.abroadExtraDays : 0;
}

function serviceOf(warehouse: string, schedules: DeliverySchedules) {
  const service = schedules.services.get(warehouse);
  if (!service) throw new Error(`Warehouse ${warehouse} has no shipping services`);
  return service;
}

/** When a supplier order is on the shelves: its expected day at the receiving hour, or the next receipt when late. */
function receipt(expectedOn: string, hour: number, now: LocalMinute, days: WorkingDays): LocalMinute {
  const expected = dayOfDate(expectedOn);
  return expected > dayOf(now) ? at(days.onOrAfter(expected), hour) : at(days.shipDay(now, hour), hour);
}
