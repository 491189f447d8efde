import { describe, expect, it } from 'vitest';
import { normaliseCode } from './codes.ts';

describe('normaliseCode', () => {
  it('drops spaces, dots, dashes and slashes and upper-cases', () => {
    expect(normaliseCode(' 0 986.494-123 ')).toBe('0986494123');
    expect(normaliseCode('hu 972/7 x')).toBe('HU9727X');
    expect(normaliseCode('08.L478.11')).toBe('08L47811');
  });
});
