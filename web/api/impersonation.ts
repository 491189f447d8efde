import type { RedirectReply } from '../../shared/contract/navigation.ts';
import { sameOriginPath } from '../../shared/same-origin-path.ts';
import { apiJson } from './fetch.ts';

/** POST /logout/impersonate: back to the staff user; resolves with where to go next (a same-origin path). */
export async function endImpersonation(): Promise<string> {
  const reply = await apiJson<RedirectReply>('/logout/impersonate', { method: 'POST' });
  return sameOriginPath(reply.redirect);
}
