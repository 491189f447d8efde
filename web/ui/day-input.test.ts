import { describe, expect, it } from 'vitest';
import { dayOfText, textOfDay } from './day-input.tsx';

describe('a day typed the Italian way', () => {
  it('reads dd/mm/yyyy (also with dots or dashes, one-digit day and month) as YYYY-MM-DD', () => {
    expect(dayOfText('08/12/2026')).toBe('2026-12-08');
    expect(dayOfText(' 8.1.2027 ')).toBe('2027-01-08');
    expect(dayOfText('29-02-2028')).toBe('2028-02-29');
  });

  it('reads no day from a day that does not exist or another spelling', () => {
    for (const text of ['31/02/2026', '29/02/2027', '00/01/2026', '12/13/2026', '2026-12-08', '8/12/26', '']) {
      expect(dayOfText(text), text).toBe('');
    }
  });

  it('writes YYYY-MM-DD as dd/mm/yyyy', () => {
    expect(textOfDay('2026-12-08')).toBe('08/12/2026');
    expect(textOfDay('')).toBe('');
  });
});
