// The shop's calendar: its days are those of Europe/Rome, whatever the server's or the browser's zone.
let civil: Intl.DateTimeFormat | undefined;
const DAY_MS = 86_400_000;

/** Today in the shop (Europe/Rome), YYYY-MM-DD: at 00:30 in Rome, UTC still says yesterday. */
export function shopToday(now = new Date()): string {
  civil ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
  return civil.format(now);
}

/** The day `days` after `day` (YYYY-MM-DD), by the calendar: counted at UTC midnight, no daylight-saving hour between. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted; 0 when `to` comes first or either is no day. */
export function daysIncluded(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(span) && span >= 0 ? span + 1 : 0;
}
