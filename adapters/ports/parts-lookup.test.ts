import { describe, expect, it } from 'vitest';
import { httpOrigin } from './parts-lookup.ts';

describe('httpOrigin (the origin the parts-lookup frame may post to)', () => {
  it('takes scheme, host and port, a default port written out as a Host header may carry it', () => {
    expect(httpOrigin.parse('https://shop.example.com')).toBe('https://shop.example.com');
    expect(httpOrigin.parse('https://shop.example.com/')).toBe('https://shop.example.com');
    expect(httpOrigin.parse('http://localhost:80')).toBe('http://localhost');
    expect(httpOrigin.parse('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it('refuses anything more or other than an origin', () => {
    for (const value of [
      'https://shop.example.com/cart',
      'https://shop.example.com?x=1',
      'https://shop.example.com/#top',
      'https://user:pw@shop.example.com',
      'javascript:alert(1)',
      'ftp://shop.example.com',
      'shop.example.com',
      '',
    ]) {
      expect(httpOrigin.safeParse(value).success, value).toBe(false);
    }
  });
});
