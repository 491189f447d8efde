/** Debian's Chromium, unless CHROMIUM_PATH names another (the browser journeys and the Lighthouse bench). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless and quiet: no GPU, no QUIC, none of Chromium's own traffic (updates, sync, field trials) mixing with
 * the page's requests, which this machine's closed network would refuse; --no-sandbox because tests may run
 * as root.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
