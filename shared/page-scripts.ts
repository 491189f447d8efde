/**
 * How a server-rendered page names its scripts: the BFF writes them into a JSON script element instead of
 * <script> and <link rel="modulepreload"> tags, and web/start.ts loads them once the page has painted.
 * Only the BFF and web/start.ts import this file (the app itself never needs it).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

export interface PageScripts {
  /** The app's entry (web/main.tsx as built). */
  app: string;
  /** What the app and the page's screen import, fetched together with it. */
  preload: string[];
}
