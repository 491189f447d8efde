import { currentLocale } from './translate.ts';

// The shop's time zone, also on the server: the first HTML and the hydrated page show the same date and time.
const formats: Record<string, Intl.DateTimeFormat> = {};
const dateTime = (locale: string) =>
  (formats[locale] ??= new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }));

/** An instant (ISO 8601) as "25/11/2026, 09:30" (the language's way), in Europe/Rome. */
export function formatDateTime(iso: string): string {
  return dateTime(currentLocale()).format(new Date(iso));
}

// A calendar day (YYYY-MM-DD) names no instant: formatted at UTC midnight in UTC, so no time zone moves it a day.
const dayFormats: Record<string, Intl.DateTimeFormat> = {};
const dayFormat = (locale: string, month: '2-digit' | 'long') =>
  (dayFormats[`${locale} ${month}`] ??= new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: month === 'long' ? 'numeric' : '2-digit',
    month,
    year: 'numeric',
  }));

/** A calendar day (YYYY-MM-DD) the language's way: "16/12/2026"; as written when it is no such day. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat(currentLocale(), '2-digit').format(date);
}

/** A calendar day (YYYY-MM-DD) in words: "16 dicembre 2026"; as written when it is no such day. */
export function formatLongDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat(currentLocale(), 'long').format(date);
}
