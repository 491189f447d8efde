import type { DeliveryPromise } from '../../../shared/contract/offer.ts';
import { at, dayOf, dayOfDate, minuteOfDay, toIso, toLocal, WorkingDays, type LocalMinute, type WorkingCalendar } from './calendar.ts';
import { shuttleKey, type DeliverySchedules, type SupplierTerms, type VanRun, type Warehouse } from './schedules.ts';

/** Where goods go: an ISO 3166 alpha-2 country and, in Italy, the two-letter province. */
export interface Destination {
  country: string;
  province: string | null;
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
 * - other warehouses add the nightly shuttle, supplier orders their expected day, missing pieces the lead time.
 * Pure: the same request, schedules and calendar give the same plan.
 */
export function planDelivery(request: DeliveryRequest, schedules: DeliverySchedules, calendar: WorkingCalendar): DeliveryPlan {
  const now = toLocal(request.now);
  const days = new WorkingDays(calendar);
  const route = request.destination ? routeTo(request.destination, schedules) : null;
  const serving = route?.warehouse ?? schedules.mainWarehouse;
  const deliver = (ready: LocalMinute): Arrival | null => (route ? deliverFrom(ready, route, request.urgent, schedules, days) : null);
  const transfer = (ready: LocalMinute, from: string): LocalMinute | null => {
    if (from === serving) return ready;
    const shuttle = schedules.shuttles.get(shuttleKey(from, serving));
    return shuttle ? at(days.add(days.shipDay(ready, shuttle.cutoff), shuttle.nights), shuttle.arrives) : null;
  };

  let left = request.quantity;
  const take = (available: number) => {
    const taken = Math.min(left, available);
    left -= taken;
    return taken;
  };
  const held = new Map<string, number>();
  for (const s of request.stock) if (s.quantity > 0) held.set(s.warehouse, (held.get(s.warehouse) ?? 0) + s.quantity);

  const hereQuantity = take(held.get(serving) ?? 0);
  const here = hereQuantity > 0 ? deliver(now) : null;

  const sources: Array<{ code: string; quantity: number; order: number; arrival: Arrival | null }> = [];
  [...schedules.warehouses.keys()].forEach((code, index) => {
    const quantity = held.get(code) ?? 0;
    const ready = code === serving || quantity === 0 ? null : transfer(now, code);
    if (ready === null) return;
    let arrival = deliver(ready);
    const direct = route && request.urgent ? expressCourier(now, { warehouse: code, van: null, kind: route.kind }, schedules, days) : null;
    if (arrival && direct && direct.at < arrival.at) arrival = direct;
    sources.push({ code, quantity, order: arrival?.at ?? ready, arrival: arrival && { ...arrival, from: code } });
  });
  sources.sort((a, b) => a.order - b.order);
  const others = pick(sources, take);

  const orders = request.incoming.flatMap((row) => {
    const ready = transfer(receipt(row.expectedOn, request.supplier.arrives, now, days), row.warehouse);
    if (ready === null) return [];
    return [{ ...row, order: ready, arrival: fromSupplier(deliver(ready)) }];
  });
  orders.sort((a, b) => a.order - b.order);
  const incoming = pick(orders, take);

  const missingQuantity = take(Infinity);
  const supplied = at(days.add(days.shipDay(now, request.supplier.orderCutoff), request.supplier.workingDays), request.supplier.arrives);
  const missing = missingQuantity > 0 ? fromSupplier(deliver(supplied)) : null;

  const promise = (arrival: Arrival | null): DeliveryPromise | null =>
    arrival && {
      arrivesBy: toIso(arrival.at),
      method: arrival.method,
      run: arrival.run,
      from: arrival.from === null ? null : (schedules.warehouses.get(arrival.from) ?? { code: arrival.from, name: arrival.from }),
    };
  const warehouseOf = (code: string): Warehouse => schedules.warehouses.get(code) ?? { code, name: code };
  const parts = [here, others.latest, incoming.latest, missing];
  const line = parts.reduce<Arrival | null>((last, part) => (part && (!last || part.at >= last.at) ? part : last), null);
  return {
    here: { warehouse: warehouseOf(serving), quantity: hereQuantity, promise: promise(here) },
    otherStores: { quantity: others.quantity, warehouses: others.used.map((s) => warehouseOf(s.code)), promise: promise(others.latest) },
    incoming: {
      quantity: incoming.quantity,
      expectedOn: incoming.used.reduce<string | null>((last, o) => (last === null || o.expectedOn > last ? o.expectedOn : last), null),
      promise: promise(incoming.latest),
    },
    missing: { quantity: missingQuantity, promise: promise(missing) },
    inStock: [...held.values()].reduce((sum, q) => sum + q, 0),
    line: promise(line),
  };
}

/** Takes from the sources in their order until the quantity is covered; the latest arrival among those used. */
function pick<T extends { quantity: number; arrival: Arrival | null }>(sources: T[], take: (available: number) => number) {
  const used: T[] = [];
  let quantity = 0;
  let latest: Arrival | null = null;
  for (const source of sources) {
    const taken = take(source.quantity);
    if (taken === 0) break;
    used.push(source);
    quantity += taken;
    if (source.arrival && (!latest || source.arrival.at > latest.at)) latest = source.arrival;
  }
  return { used, quantity, latest };
}

function fromSupplier(arrival: Arrival | null): Arrival | null {
  return arrival && { ...arrival, method: 'supplier', run: null, from: null };
}

function routeTo(destination: Destination, schedules: DeliverySchedules): Route {
  if (destination.country.toUpperCase() !== 'IT') return { warehouse: schedules.mainWarehouse, van: null, kind: 'abroad' };
  const zone = destination.province ? schedules.zones.get(destination.province.trim().toUpperCase()) : undefined;
  if (!zone) return { warehouse: schedules.mainWarehouse, van: null, kind: 'mainland' };
  const runs = zone.method === 'van' ? schedules.vanRuns.get(zone.warehouse) : undefined;
  return { warehouse: zone.warehouse, van: runs && runs.length > 0 ? runs : null, kind: zone.island ? 'island' : 'mainland' };
}

/** Goods ready at the route's warehouse at `ready`: when they reach the destination. */
function deliverFrom(ready: LocalMinute, route: Route, urgent: boolean, schedules: DeliverySchedules, days: WorkingDays): Arrival {
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
