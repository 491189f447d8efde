import useSWR from 'swr';
import { pages } from '../../shared/routes.ts';
import { apiJson } from './fetch.ts';
import { useCameWithPage } from './initial-data.ts';
import { setSessionTokens } from './session-tokens.ts';
import type { Principal } from '../../shared/contract/principal.ts';

export const PRINCIPAL_URL = '/sfapi/v1/principal';

/** SPEC §9: a logged-in user's session is checked every 30 seconds. */
export const SESSION_CHECK_MS = 30_000;

export type { Principal } from '../../shared/contract/principal.ts';

/** A trade user with the logged-in features (prices, cart, session check). */
export function isLoggedIn(principal: Principal | undefined): boolean {
  return Boolean(principal?.authenticated && !principal.anonymous);
}

/** SPEC §6: staff who may use the switch-user page hold the page's role (its name never shows to users). */
export function canSwitchUser(principal: Principal | undefined): boolean {
  return Boolean(principal && isLoggedIn(principal) && principal.roles.includes(pages.switchUser.role));
}

/** Loads the principal and keeps its tokens for the next state-changing calls. */
export async function fetchPrincipal(): Promise<Principal> {
  const principal = await apiJson<Principal>(PRINCIPAL_URL);
  setSessionTokens(principal);
  return principal;
}

export function usePrincipal() {
  // Rendered by the server with the page (without its tokens, which are fetched when a call needs them).
  const cameWithPage = useCameWithPage(PRINCIPAL_URL);
  const result = useSWR(PRINCIPAL_URL, fetchPrincipal, {
    ...(cameWithPage ? { revalidateOnMount: false } : {}),
    // Only a logged-in session can expire; visitors are not polled.
    refreshInterval: (latest) => (isLoggedIn(latest) ? SESSION_CHECK_MS : 0),
    refreshWhenHidden: false,
  });
  // Only `data` is read: SWR subscribes a component to the fields it reads, and spreading the result read them all
  // (a re-render at every revalidation, and the server render paid for each getter).
  const principal = result.data;
  return { principal, loggedIn: isLoggedIn(principal) };
}
