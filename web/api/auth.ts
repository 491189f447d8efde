import { sameOriginPath } from '../../shared/same-origin-path.ts';
import type { RedirectReply } from '../../shared/contract/navigation.ts';
import { apiJson } from './fetch.ts';

export interface LoginInput {
  username: string;
  password: string;
  returnTo?: string;
}

/** POST /login as JSON; resolves with where to go next. A wrong password rejects with the 400's message, in the page's language. */
export async function login(input: LoginInput): Promise<string> {
  const reply = await apiJson<RedirectReply>('/login', { method: 'POST', json: input, csrf: false });
  return sameOriginPath(reply.redirect);
}

/** POST /logout with the CSRF token; resolves with where to go next. */
export async function logout(): Promise<string> {
  const reply = await apiJson<RedirectReply>('/logout', { method: 'POST' });
  return sameOriginPath(reply.redirect);
}

/** POST /password-dimenticata as JSON: the same reply whoever is named; rejects with the server's message in the page's language (400, 429). */
export async function requestPasswordRecovery(login: string): Promise<void> {
  await apiJson<RedirectReply>('/password-dimenticata', { method: 'POST', json: { login }, csrf: false });
}

/** POST /password-nuova as JSON; resolves with where to go next (the login page). */
export async function setNewPassword(input: { token: string; password: string; confirm: string }): Promise<string> {
  const reply = await apiJson<RedirectReply>('/password-nuova', { method: 'POST', json: input, csrf: false });
  return sameOriginPath(reply.redirect);
}

/** POST /registrazione as JSON: a workshop's registration request; rejects with the fields' messages in the page's language (400, 429). */
export async function requestRegistration(input: Record<string, string>): Promise<void> {
  await apiJson<RedirectReply>('/registrazione', { method: 'POST', json: input, csrf: false });
}
