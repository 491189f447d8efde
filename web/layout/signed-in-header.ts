// The header's pieces only a logged-in session shows: one chunk, outside the first bundle (signed-in-pieces.tsx).
export { HeaderCartButton } from './header-cart-button.tsx';
export { ImpersonationBanner } from './impersonation-banner.tsx';
export { SignedInAccount } from './signed-in-account.tsx';
