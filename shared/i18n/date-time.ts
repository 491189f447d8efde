import { onFirstUse } from '../on-first-use.ts';

// The shop's time zone, also on the server: the first HTML and the hydrated page show the same date and time.
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** An instant (ISO 8601) as "25/11/2026, 09:30", in Europe/Rome. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}
