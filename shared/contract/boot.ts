import type { PathSettings } from '../path-settings.ts';

/** Written by the BFF into every page's HTML (a JSON script element), read by the SPA once at start. */
export interface BootData {
  settings: PathSettings;
}

/** The id of the JSON script element that carries the boot data. */
export const BOOT_DATA_ID = 'boot-data';
