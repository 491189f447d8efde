import type { Principal } from '../api/principal.ts';
import { preloadable } from '../ui/preloadable.tsx';

/**
 * The header's pieces only a logged-in session shows (account, cart button, the impersonation banner), in one chunk
 * of their own: a visitor's first load, the homepage's above all, never fetches them. A page the server rendered for
 * a logged-in user loads them before it hydrates (web/main.tsx; the BFF lists the chunk with the page's scripts).
 */
const signedInHeader = () => import('./signed-in-header.ts');

export const SignedInAccount = preloadable(() => signedInHeader().then((m) => m.SignedInAccount));
export const HeaderCartButton = preloadable(() => signedInHeader().then((m) => m.HeaderCartButton));
export const ImpersonationBanner = preloadable(() => signedInHeader().then((m) => m.ImpersonationBanner));

/** Whether the header shows any of these pieces for `principal` (the impersonation banner needs only a session). */
export function showsSignedInPieces(principal: Principal | undefined): boolean {
  return Boolean(principal?.authenticated);
}

/** Loads the pieces the header will show for `principal`: nothing for a visitor. */
export async function preloadSignedInPieces(principal: Principal | undefined): Promise<void> {
  if (!showsSignedInPieces(principal)) return;
  await Promise.all([SignedInAccount.preload(), HeaderCartButton.preload(), ImpersonationBanner.preload()]);
}
