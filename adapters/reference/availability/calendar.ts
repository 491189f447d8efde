import { DateTime } from 'luxon';
import type Holidays from 'date-holidays';
import { createRequire } from 'node:module';

/** Every date and time of the distributor's schedules is Rome's. */
export const ZONE = 'Europe/Rome';
export const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

/**
 * A moment as Rome's wall clock shows it, as one integer: the civil day (days since 1970-01-01) times 1440 plus the
 * minute of that day. Schedules are wall-clock times on working days, so promises are integer arithmetic on these;
 * only `now` and the promised moments cross into real instants (luxon, which knows Rome's daylight saving time).
 */
export type LocalMinute = number;

export const dayOf = (t: LocalMinute): number => Math.floor(t / MINUTES_PER_DAY);
export const minuteOfDay = (t: LocalMinute): number => t - dayOf(t) * MINUTES_PER_DAY;
export const at = (day: number, minute: number): LocalMinute => day * MINUTES_PER_DAY + minute;

/** 'HH:MM' → minutes after midnight. */
export function parseTime(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new Error(`Not a time of day (HH:MM): "${text}"`);
  return hours * 60 + minutes;
}

export function formatTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → civil day number. */
export function dayOfDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN) / MS_PER_DAY;
}

let lastInstant = { ms: NaN, local: 0 };

/** The Rome wall-clock minute of an instant (seconds dropped: 14:59:59 is still before a 15:00 cut-off). */
export function toLocal(instant: Date): LocalMinute {
  const ms = instant.getTime();
  if (ms === lastInstant.ms) return lastInstant.local;
  const rome = DateTime.fromMillis(ms, { zone: ZONE });
  const local = at(Date.UTC(rome.year, rome.month - 1, rome.day) / MS_PER_DAY, rome.hour * 60 + rome.minute);
  lastInstant = { ms, local };
  return local;
}

const isoCache = new Map<LocalMinute, string>();

/** ISO 8601 with Rome's offset of that day ('2026-12-03T15:30:00+01:00'); a page's promises share a few moments. */
export function toIso(t: LocalMinute): string {
  let iso = isoCache.get(t);
  if (iso === undefined) {
    const civil = new Date(dayOf(t) * MS_PER_DAY);
    const minute = minuteOfDay(t);
    iso =
      DateTime.fromObject(
        {
          year: civil.getUTCFullYear(),
          month: civil.getUTCMonth() + 1,
          day: civil.getUTCDate(),
          hour: Math.floor(minute / 60),
          minute: minute % 60,
        },
        { zone: ZONE },
      ).toISO({ suppressMilliseconds: true }) ?? '';
    if (isoCache.size >= 10_000) isoCache.clear();
    isoCache.set(t, iso);
  }
  return iso;
}

/** ISO weekday of a civil day: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Which days goods move: the promise function asks nothing else of the calendar. */
export interface WorkingCalendar {
  isWorkingDay(day: number): boolean;
}

let holidaysOfItaly: Holidays | undefined;

/** Italy's public holidays by year, from date-holidays (loaded on first use: it carries every country's rules). */
function publicHolidays(year: number): number[] {
  if (!holidaysOfItaly) {
    const HolidaysOf = createRequire(import.meta.url)('date-holidays') as typeof Holidays;
    holidaysOfItaly = new HolidaysOf('IT');
  }
  return holidaysOfItaly
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => dayOfDate(holiday.date.slice(0, 10)));
}

/** Monday to Friday, Italian public holidays excepted (each year's computed once, each day's answer kept). */
export class ItalianWorkingCalendar implements WorkingCalendar {
  private readonly holidays = new Set<number>();
  private readonly years = new Set<number>();
  private readonly answers = new Map<number, boolean>();

  isWorkingDay(day: number): boolean {
    let working = this.answers.get(day);
    if (working === undefined) {
      working = weekdayOf(day) <= 5 && !this.isHoliday(day);
      this.answers.set(day, working);
    }
    return working;
  }

  private isHoliday(day: number): boolean {
    const year = new Date(day * MS_PER_DAY).getUTCFullYear();
    if (!this.years.has(year)) {
      for (const holiday of publicHolidays(year)) this.holidays.add(holiday);
      this.years.add(year);
    }
    return this.holidays.has(day);
  }
}

/** Working-day steps over a calendar. */
export class WorkingDays {
  constructor(private readonly calendar: WorkingCalendar) {}

  isWorking(day: number): boolean {
    return this.calendar.isWorkingDay(day);
  }

  next(day: number): number {
    for (let next = day + 1; next <= day + 60; next++) if (this.calendar.isWorkingDay(next)) return next;
    throw new Error('The calendar has no working day in the next 60 days');
  }

  onOrAfter(day: number): number {
    return this.isWorking(day) ? day : this.next(day);
  }

  /** The n-th working day after `day`. */
  add(day: number, n: number): number {
    let result = day;
    for (let i = 0; i < n; i++) result = this.next(result);
    return result;
  }

  /** The day goods ready at `ready` leave on a service with this cut-off: today if before it on a working day. */
  shipDay(ready: LocalMinute, cutoff: number): number {
    const day = dayOf(ready);
    return this.isWorking(day) && minuteOfDay(ready) < cutoff ? day : this.next(day);
  }
}
