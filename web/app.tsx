import { StrictMode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import type { PathSettings } from '../shared/path-settings.ts';
import type { PageName } from '../shared/routes.ts';
import type { SearchFormSettings, ViewPreferences } from '../shared/view-preferences.ts';
import { InitialDataContext, type InitialData } from './api/initial-data.ts';
import { AppRoutes } from './app-routes.tsx';
import { useRedrawCount } from './lib/language.ts';
import { notifyGenericError } from './session/notify.ts';
import { ShopSettingsProvider } from './shop-settings.tsx';
import { LinkNavigation } from './ui/link.tsx';

export interface AppProps {
  settings: PathSettings;
  searchForm: SearchFormSettings;
  preferences: ViewPreferences;
  initial: InitialData;
  /** The server gives every render its own SWR cache, so no reply outlives its request. */
  cache?: () => Cache;
  /** The server's page (null for the 404 page): the router is given its route alone (web/app-routes.tsx). */
  only?: PageName | null;
}

/** The whole shop inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ settings, searchForm, preferences, initial, cache, only }: AppProps) {
  // A language switched in the page draws every screen again (their texts are read while rendering).
  const redrawn = useRedrawCount();
  return (
    <StrictMode>
      <SWRConfig
        value={{
          // A failed page-data call shows the generic text once (SPEC §8); screens offer their own retry.
          onError: notifyGenericError,
          shouldRetryOnError: false,
          revalidateOnFocus: true,
          fallback: initial.fallback,
          ...(cache ? { provider: cache } : {}),
        }}
      >
        <InitialDataContext value={initial}>
          <ShopSettingsProvider searchForm={searchForm} preferences={preferences}>
            <LinkNavigation>
              <AppRoutes key={redrawn} settings={settings} {...(only !== undefined ? { only } : {})} />
            </LinkNavigation>
          </ShopSettingsProvider>
        </InitialDataContext>
      </SWRConfig>
    </StrictMode>
  );
}
