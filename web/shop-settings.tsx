import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  defaultSearchFormSettings,
  defaultViewPreferences,
  type SearchFormSettings,
  type ViewPreferences,
} from '../shared/view-preferences.ts';

interface ShopSettings {
  searchForm: SearchFormSettings;
  preferences: ViewPreferences;
  /** Changes the preferences shown now (the caller has stored them in cookies / localStorage). */
  setPreferences: (change: Partial<ViewPreferences>) => void;
}

const ShopSettingsContext = createContext<ShopSettings>({
  searchForm: defaultSearchFormSettings,
  preferences: defaultViewPreferences,
  setPreferences: () => undefined,
});

/**
 * The boot data's settings and the customer's view preferences (read by the server from the cookies, so the
 * server and the first browser render draw the same layout), for every screen below.
 */
export function ShopSettingsProvider(props: { searchForm: SearchFormSettings; preferences: ViewPreferences; children: ReactNode }) {
  const [preferences, setState] = useState(props.preferences);
  const value = useMemo<ShopSettings>(
    () => ({
      searchForm: props.searchForm,
      preferences,
      setPreferences: (change) => setState((current) => ({ ...current, ...change })),
    }),
    [props.searchForm, preferences],
  );
  return <ShopSettingsContext value={value}>{props.children}</ShopSettingsContext>;
}

export function useSearchFormSettings(): SearchFormSettings {
  return useContext(ShopSettingsContext).searchForm;
}

export function useViewPreferences(): Pick<ShopSettings, 'preferences' | 'setPreferences'> {
  const { preferences, setPreferences } = useContext(ShopSettingsContext);
  return { preferences, setPreferences };
}
