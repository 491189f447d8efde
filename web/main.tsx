import { BrowserRouter } from './router/index.ts';
import { initialData } from './api/initial-data.ts';
import { hearOtherTabs, rememberServerData } from './api/page-changes.ts';
import { PRINCIPAL_URL, type Principal } from './api/principal.ts';
import { setupApi } from './api/setup.ts';
import { App } from './app.tsx';
import { hydrateApp, renderApp } from './hydrate.tsx';
import { pageAt, preloadScreen } from './app-routes.tsx';
import { bootData } from './boot.ts';
import { preloadDeferredParts } from './layout/deferred-parts.ts';
import { preloadSignedInPieces } from './layout/signed-in-pieces.tsx';
import { loadConsentOnWindowLoad } from './consent/load-consent.ts';
import './styles.css';

setupApi();
// What an action changes is known to every page of this tab and to the shop's other tabs (web/api/page-changes.ts).
hearOtherTabs();
loadConsentOnWindowLoad();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const boot = bootData();
rememberServerData(boot.fallback);
const app = (
  <BrowserRouter>
    <App
      settings={boot.settings}
      searchForm={boot.searchForm}
      preferences={boot.preferences}
      initial={initialData(boot.fallback, boot.errors)}
    />
  </BrowserRouter>
);

// A page in another language than Italian loads its texts first: hydration draws exactly what the server drew.
const language =
  boot.preferences.language === 'it'
    ? undefined
    : import('./lib/page-language.ts').then((m) => m.setPageLanguage(boot.preferences.language));

if (root.hasChildNodes()) {
  // The server rendered this page: load its screen (and a logged-in user's header pieces) first, so the first
  // render matches the HTML.
  const page = boot.page ?? pageAt(window.location.pathname, boot.settings);
  const principal = boot.fallback[PRINCIPAL_URL] as Principal | undefined;
  // Should the header pieces' chunk fail to come, the page still hydrates (and renders them once they come).
  const headerPieces = preloadSignedInPieces(principal).catch(() => undefined);
  // The layout's deferred parts too (web/layout/deferred-parts.ts): out of the first bundle, fetched beside the
  // screen, so hydration never meets one still on its way (an update would then drop its server HTML).
  const parts = preloadDeferredParts({ notFound: !page });
  void Promise.all([page ? preloadScreen(page) : undefined, headerPieces, language, parts]).then(() => hydrateApp(root, app));
} else {
  // Vite's dev server serves the bare shell.
  void Promise.all([language, preloadDeferredParts()]).then(() => renderApp(root, app));
}
