import { BOOT_DATA_ID, type BootData } from '../shared/contract/boot.ts';
import { defaultPathSettings } from '../shared/path-settings.ts';
import { defaultSearchFormSettings, defaultViewPreferences } from '../shared/view-preferences.ts';

/** The boot data the BFF wrote into the page (JSON script element); the defaults where there is none (tests, Vite dev). */
export function readBootData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): BootData {
  const text = doc?.getElementById(BOOT_DATA_ID)?.textContent;
  const empty: BootData = {
    settings: defaultPathSettings,
    searchForm: defaultSearchFormSettings,
    preferences: defaultViewPreferences,
    fallback: {},
    errors: {},
  };
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as Partial<BootData>;
    return {
      settings: { ...defaultPathSettings, ...parsed.settings },
      searchForm: { ...defaultSearchFormSettings, ...parsed.searchForm },
      preferences: { ...defaultViewPreferences, ...parsed.preferences },
      ...(parsed.page ? { page: parsed.page } : {}),
      fallback: parsed.fallback && typeof parsed.fallback === 'object' ? parsed.fallback : {},
      errors: parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : {},
    };
  } catch {
    return empty;
  }
}

let boot: BootData | undefined;

/** The boot data of this page load, read once. */
export function bootData(): BootData {
  boot ??= readBootData();
  return boot;
}
