import { t } from './i18n/offer.ts';
import type { DeliveryPromise } from './contract/offer.ts';
import { onFirstUse } from './on-first-use.ts';
import { currentLocale } from './i18n/translate.ts';

const ZONE = 'Europe/Rome';
const MS_PER_DAY = 86_400_000;
// Intl only: the browser has it built in, so the SPA shows the same words as the server with no date library.
const civilDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));
const timeOfDay = onFirstUse(
  () => new Intl.DateTimeFormat('it-IT', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
// Day names follow the language (time of day stays 24 h, the shop's runs are written so).
const dayFormats: Record<string, Intl.DateTimeFormat> = {};
const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const locale = currentLocale();
  return (dayFormats[`${locale} ${options.day ?? ''}`] ??= new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options }));
};

/**
 * Formatting in a time zone costs microseconds a call, and a page of rows formats the same few instants (a run's
 * arrival, the request's now) dozens of times: the words of each instant are kept, per formatter, a bounded number.
 */
const remembered = new Map<string, string>();
function formatted(name: string, format: () => Intl.DateTimeFormat, instant: Date): string {
  const key = `${name} ${currentLocale()} ${instant.getTime()}`;
  let text = remembered.get(key);
  if (text === undefined) {
    if (remembered.size >= 5000) remembered.clear();
    text = format().format(instant);
    remembered.set(key, text);
  }
  return text;
}
const weekdayAndDate = (instant: Date) => formatted('date', () => dayFormat({ weekday: 'long', day: 'numeric', month: 'long' }), instant);
const clockTime = (instant: Date) => formatted('time', timeOfDay, instant);

/** Rome's calendar day of an instant, as a day number ('YYYY-MM-DD' read as UTC midnight). */
const romeDay = (instant: Date) => Date.parse(formatted('civil', civilDate, instant)) / MS_PER_DAY;

/**
 * A delivery promise as the shop writes it, it-IT, seen from `now` in Europe/Rome: "oggi, giro delle 15:30" (a van
 * run today), "domani mattina" (tomorrow's morning run), "oggi entro le 12:15" (an express trip), "oggi dalle 15:30"
 * (ready at the counter), "domani", "giovedì 3 dicembre" (any later day). One absolute form for every later day,
 * weekday and date, never a bare "mercoledì" that a page may show beside "mercoledì 16 dicembre" (issue 48). Server
 * and SPA both use it.
 */
export function deliveryText(promise: Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>, now: Date): string {
  const arrives = new Date(promise.arrivesBy);
  const days = romeDay(arrives) - romeDay(now);
  const day = days <= 0 ? t('JS_DELIVERY_TODAY') : days === 1 ? t('JS_DELIVERY_TOMORROW') : weekdayAndDate(arrives);
  if (promise.method === 'express') return t('JS_DELIVERY_BY', { day, time: clockTime(arrives) });
  if (promise.method === 'pickup') return t('JS_DELIVERY_FROM', { day, time: clockTime(arrives) });
  if (promise.method === 'van' && promise.run !== null && days <= 1) {
    return days === 1 && promise.run < '12:00' ? t('JS_DELIVERY_TOMORROW_MORNING') : t('JS_DELIVERY_RUN', { day, run: promise.run });
  }
  return day;
}

/** A promise as replies show it: its fields and its words from `now` (null stays null). */
export function shownDelivery<P extends Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>>(promise: P | null | undefined, now: Date) {
  return promise ? { ...promise, text: deliveryText(promise, now) } : null;
}

/**
 * A placed order's promise, read on any day after: the date itself, never "oggi" or "domani" (wrong tomorrow) —
 * "giovedì 26 novembre, mattina" (a morning van run), "mercoledì 25 novembre, giro delle 15:30", "venerdì 27
 * novembre entro le 10:00" (express), "mercoledì 25 novembre dalle 15:30" (at the counter), "giovedì 3 dicembre".
 */
export function datedDeliveryText(promise: Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>): string {
  const arrives = new Date(promise.arrivesBy);
  const day = weekdayAndDate(arrives);
  if (promise.method === 'express') return t('JS_DELIVERY_BY', { day, time: clockTime(arrives) });
  if (promise.method === 'pickup') return t('JS_DELIVERY_FROM', { day, time: clockTime(arrives) });
  if (promise.method === 'van' && promise.run !== null) {
    return promise.run < '12:00' ? t('JS_DELIVERY_DATE_MORNING', { day }) : t('JS_DELIVERY_RUN', { day, run: promise.run });
  }
  return day;
}

/** An order's promise as replies show it: its fields and its date in words (null stays null). */
export function datedDelivery<P extends Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>>(promise: P | null | undefined) {
  return promise ? { ...promise, text: datedDeliveryText(promise) } : null;
}

/**
 * Whether promise `a` reads sooner than `b`: it arrives earlier and its words say so (a different date, run or
 * time). Two promises of the same day without a time ("lunedì 28 dicembre" both) read the same, whatever their
 * instants: a customer cannot tell what a price would buy.
 */
export function readsSooner(
  a: Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>,
  b: Pick<DeliveryPromise, 'arrivesBy' | 'method' | 'run'>,
) {
  return Date.parse(a.arrivesBy) < Date.parse(b.arrivesBy) && datedDeliveryText(a) !== datedDeliveryText(b);
}
