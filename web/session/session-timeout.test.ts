import { describe, expect, it } from 'vitest';
import { sessionJustExpired } from './session-timeout.ts';
import { principalFixture } from '../api/principal.fixture.ts';

const principal = principalFixture;

describe('sessionJustExpired', () => {
  it('is true when a logged-in session turns unauthenticated', () => {
    expect(sessionJustExpired(true, principal({ authenticated: false, username: null }))).toBe(true);
  });

  it('is false for visitors and for sessions still alive', () => {
    expect(sessionJustExpired(false, principal({ authenticated: false }))).toBe(false);
    expect(sessionJustExpired(true, principal({}))).toBe(false);
    expect(sessionJustExpired(true, undefined)).toBe(false);
  });
});
