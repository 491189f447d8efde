import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirect('/cerca?q=filtro')).toBe('/cerca?q=filtro');
    expect(safeRedirect('/')).toBe('/');
  });

  it('turns anything else into the home page', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'cerca', '', null, 42]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
