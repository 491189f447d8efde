import { describe, expect, it } from 'vitest';
import { readPastedLines } from './quick-order-text.ts';

describe('reading a pasted quick order', () => {
  it('reads spreadsheet cells, e-mail lines with spaces in the code, and a code alone as one piece', () => {
    const text = 'W 712/95\t4\r\n\n0 986 494 123 2\nVKBA 3828;1\nOC 90\n 15 W 40 5,00 ';
    expect(readPastedLines(text)).toEqual([
      { line: 1, code: 'W 712/95', quantity: 4 },
      { line: 3, code: '0 986 494 123', quantity: 2 },
      { line: 4, code: 'VKBA 3828', quantity: 1 },
      { line: 5, code: 'OC', quantity: 90 },
      { line: 6, code: '15 W 40', quantity: 5 },
    ]);
  });

  it('reads quantities the Italian way: thousands with a dot, a unit after the number', () => {
    expect(readPastedLines('A1 1.000\nB2\t2 pz\nC3;1.000,00')).toEqual([
      { line: 1, code: 'A1', quantity: 1000 },
      { line: 2, code: 'B2', quantity: 2 },
      { line: 3, code: 'C3', quantity: 1000 },
    ]);
  });

  it('marks quantities that are zero, fractional or too large, and rows with extra cells, as unreadable', () => {
    expect(readPastedLines('A1 0\nB2 1,5\nC3 100000\nD4\t1\t2')).toEqual([
      { line: 1, code: 'A1', quantity: 0, unreadable: true },
      { line: 2, code: 'B2', quantity: 0, unreadable: true },
      { line: 3, code: 'C3', quantity: 100000, unreadable: true },
      { line: 4, code: 'D4', quantity: 1, unreadable: true },
    ]);
  });
});
