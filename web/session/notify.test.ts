import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { warningText } from './notify.ts';

describe('warningText', () => {
  it('prefixes the server message with the warning label', () => {
    expect(warningText(new ApiError(400, 'Quantità non valida', undefined, false))).toBe('ATTENZIONE: Quantità non valida');
  });

  it('falls back to the unknown-error text', () => {
    expect(warningText(new ApiError(500, undefined, undefined, false))).toBe('ATTENZIONE: Errore sconosciuto');
    expect(warningText(new Error('boom'))).toBe('ATTENZIONE: Errore sconosciuto');
  });
});
