import type { PageName } from '../routes.ts';
import type { PathSettings } from '../path-settings.ts';
import type { SearchFormSettings, ViewPreferences } from '../view-preferences.ts';

/**
 * Written by the BFF into every page's HTML (one JSON script element, never executable), read by the SPA once
 * before it hydrates: the installation's path settings, which page the server rendered, and the data it
 * rendered it with, under the SWR keys the client builds (so the browser asks for nothing again).
 * It never holds the CSRF or state tokens: a compressed page that also echoes the query would leak them.
 */
export interface BootData {
  settings: PathSettings;
  /** The catalogue search form's global flags (configuration). */
  searchForm: SearchFormSettings;
  /** The customer's drawer, layout and price choices, from the request's cookies. */
  preferences: ViewPreferences;
  /** The page the server rendered; absent on a 404 or when the shell was served without rendering. */
  page?: PageName;
  /** Replies by SWR key: the page's data and the principal (without its tokens). */
  fallback: Record<string, unknown>;
  /** Failures of the page's data by SWR key: the screen shows its error state from the first paint. */
  errors: Record<string, InitialError>;
}

/** A page-data failure the server met while rendering. */
export interface InitialError {
  status: number;
  message: string;
}

/** The id of the JSON script element that carries the boot data. */
export const BOOT_DATA_ID = 'boot-data';
