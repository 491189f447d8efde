import { describe, expect, it } from 'vitest';
import { addDays, daysIncluded, shopToday } from './shop-day.ts';

describe('the shop’s calendar (Europe/Rome)', () => {
  it('is already tomorrow in Rome at 23:30 UTC, and still today at 22:30 UTC in summer', () => {
    expect(shopToday(new Date('2026-12-07T23:30:00Z'))).toBe('2026-12-08');
    expect(shopToday(new Date('2026-07-07T21:30:00Z'))).toBe('2026-07-07');
    expect(shopToday(new Date('2026-07-07T22:30:00Z'))).toBe('2026-07-08');
  });

  it('counts days by the calendar, across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-08', 29)).toBe('2027-01-06');
    expect(addDays('2026-03-20', 30)).toBe('2026-04-19');
    expect(daysIncluded('2026-12-08', '2027-01-06')).toBe(30);
    expect(daysIncluded('2026-12-08', '2026-12-08')).toBe(1);
    expect(daysIncluded('2026-12-08', '2026-12-07')).toBe(0);
    expect(daysIncluded('', '2026-12-07')).toBe(0);
  });
});
