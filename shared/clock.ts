/** The one source of "now" (SPEC delivery promises, dates shown): injected, so tests fix the time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock stopped at one instant (tests). */
export function fixedClock(at: string | Date): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`fixedClock: not a date: ${String(at)}`);
  return () => new Date(instant);
}
