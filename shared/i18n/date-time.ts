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
