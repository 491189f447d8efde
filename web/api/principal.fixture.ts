import type { Principal } from './principal.ts';

/** A logged-in principal for tests, with the fields a test cares about overridden. */
export function principalFixture(over: Partial<Principal> = {}): Principal {
  return {
    authenticated: true,
    username: 'mario',
    companyName: 'Officina Rossi',
    anonymous: false,
    csrfToken: 'c',
    stateVersionToken: 'v',
    roles: [],
    impersonatorUsername: null,
    ...over,
  };
}
