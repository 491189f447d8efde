import type { Principal } from '../api/principal.ts';
import { isLoggedIn } from '../api/principal.ts';

/**
 * SPEC §4: the login timeout dialog opens when a session that was logged in is no longer authenticated.
 * Returns whether this principal reply ends a logged-in session, given whether the previous one was logged in.
 */
export function sessionJustExpired(wasLoggedIn: boolean, principal: Principal | undefined): boolean {
  return wasLoggedIn && principal !== undefined && !principal.authenticated;
}

export { isLoggedIn };
