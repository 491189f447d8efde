import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

describe('sameOriginPath', () => {
  it('keeps same-origin paths', () => {
    expect(sameOriginPath('/cerca?q=filtro')).toBe('/cerca?q=filtro');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('turns anything else into the home page', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/a\\b', '/x\ny', 'cerca', '', null, 42]) {
      expect(sameOriginPath(target)).toBe('/');
    }
  });
});
