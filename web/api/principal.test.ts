import { describe, expect, it } from 'vitest';
import { canSwitchUser, type Principal } from './principal.ts';

const principal = (over: Partial<Principal>): Principal => ({
  authenticated: true,
  username: 'staff',
  companyName: 'Ricambi Italia S.p.A. - Sede',
  anonymous: false,
  csrfToken: 'c',
  stateVersionToken: 'v',
  roles: [],
  impersonatorUsername: null,
  ...over,
});

describe('canSwitchUser', () => {
  it('is true only for a logged-in user holding the switch-user role', () => {
    expect(canSwitchUser(principal({ roles: ['staff', 'switch_user'] }))).toBe(true);
    expect(canSwitchUser(principal({ roles: ['staff'] }))).toBe(false);
    expect(canSwitchUser(principal({ username: 'demo', roles: ['customer'] }))).toBe(false);
    expect(canSwitchUser(principal({ authenticated: false, anonymous: true, username: null, roles: ['switch_user'] }))).toBe(false);
    expect(canSwitchUser(undefined)).toBe(false);
  });
});
