import { describe, expect, it } from 'vitest';
import type { Principal } from '../api/principal.ts';
import { sessionJustExpired } from './session-timeout.ts';

const principal = (over: Partial<Principal>): Principal => ({
  authenticated: true,
  username: 'mario',
  companyName: 'Officina Rossi',
  anonymous: false,
  csrfToken: 'c',
  stateVersionToken: 'v',
  roles: [],
  impersonatorUsername: null,
  ...over,
});

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
