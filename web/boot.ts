import { BOOT_DATA_ID, type BootData } from '../shared/contract/boot.ts';
import { defaultPathSettings, type PathSettings } from '../shared/path-settings.ts';

/** The boot data the BFF wrote into the page (JSON script element); the defaults where there is none (tests, Vite dev). */
export function readBootData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): BootData {
  const text = doc?.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return { settings: defaultPathSettings };
  try {
    const parsed = JSON.parse(text) as Partial<BootData>;
    return { settings: { ...defaultPathSettings, ...parsed.settings } };
  } catch {
    return { settings: defaultPathSettings };
  }
}

let boot: BootData | undefined;

/** The installation's path settings, read once: the SPA builds its calls and routes from them. */
export function pathSettings(): PathSettings {
  boot ??= readBootData();
  return boot.settings;
}
