import { deferred } from '../ui/deferred.tsx';

/**
 * The layout's parts whose code waits for hydration (web/ui/deferred.tsx): the main menu (above 1024 px only, plain
 * links until then), the side menu's button (1024 px or less), the account area (a plain login link until then), the
 * language switch, the footer, the session timeout dialog (it shows nothing until a session ends), the pending
 * communications' popup (nothing until the browser has asked for them) and the page of an unknown address. The server preloads them (bff/ssr/render-app.tsx).
 */
export const MainMenu = deferred(() => import('./main-menu.tsx').then((m) => m.MainMenu));
export const LanguageSwitch = deferred(() => import('./language-switch.tsx').then((m) => m.LanguageSwitch));
export const MobileMenu = deferred(() => import('./mobile-menu.tsx').then((m) => m.MobileMenu));
export const AccountArea = deferred(() => import('./account-area.tsx').then((m) => m.HeaderAccount));
export const Footer = deferred(() => import('./footer.tsx').then((m) => m.Footer));
export const NotFoundPage = deferred(() => import('../blocks/not-found/not-found-page.tsx').then((m) => m.NotFoundPage));
export const SessionTimeoutDialog = deferred(() => import('../session/session-timeout-dialog.tsx').then((m) => m.SessionTimeoutDialog));
export const CommunicationsPopup = deferred(() => import('../session/communications-popup.tsx').then((m) => m.CommunicationsPopup));

/**
 * Loads the parts a page shows; the page of an unknown address only at one (`notFound: false` in the browser on a
 * page of the route table: its code comes when a navigation first shows it).
 */
export async function preloadDeferredParts({ notFound = true }: { notFound?: boolean } = {}): Promise<void> {
  const parts = [MainMenu, LanguageSwitch, MobileMenu, AccountArea, Footer, SessionTimeoutDialog, CommunicationsPopup];
  await Promise.all([...parts.map((part) => part.preload()), notFound ? NotFoundPage.preload() : undefined]);
}
