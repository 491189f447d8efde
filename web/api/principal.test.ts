import { describe, expect, it } from 'vitest';
import { canSwitchUser } from './principal.ts';
import { principalFixture } from './principal.fixture.ts';

const principal = principalFixture;

describe('canSwitchUser', () => {
  it('is true only for a logged-in user holding the switch-user role', () => {
    expect(canSwitchUser(principal({ roles: ['staff', 'switch_user'] }))).toBe(true);
    expect(canSwitchUser(principal({ roles: ['staff'] }))).toBe(false);
    expect(canSwitchUser(principal({ username: 'demo', roles: ['customer'] }))).toBe(false);
    expect(canSwitchUser(principal({ authenticated: false, anonymous: true, username: null, roles: ['switch_user'] }))).toBe(false);
    expect(canSwitchUser(undefined)).toBe(false);
  });
});
