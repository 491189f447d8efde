import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * An error a journey provokes on purpose (a wrong password's 400, a page loaded without the role: 403).
 * Chromium reports a failed load as the console error "Failed to load resource: the server responded with a
 * status of 400 (…)" located at the resource's URL: `status` and `path` match that; `text` matches any other
 * message. `why` documents the exception where the journey declares it.
 */
export interface ExpectedError {
  why: string;
  status?: number;
  path?: string;
  text?: RegExp;
}

/**
 * A hydration complaint, at any console level: a mismatch means the server-rendered page and the first client render
 * disagree, so the first paint was wrong. Never allowed. The app says "Hydration mismatch" when React draws part of
 * the page again (web/hydrate.tsx); React's development build says when attributes differ (docs/architecture.md,
 * "The framework").
 */
const HYDRATION = /hydrat|did not match|didn't match/i;

/** Chromium logs every CSP violation (enforced or report-only) to the console with this phrase. Never allowed. */
const CSP_CONSOLE = /Content Security Policy/i;

/** The binding the init script calls for each `securitypolicyviolation` event. */
const CSP_BINDING = '__shopCspViolation';

function matches(expected: ExpectedError, message: ConsoleMessage): boolean {
  const text = message.text();
  if (expected.text && !expected.text.test(text)) return false;
  if (expected.status !== undefined && !text.includes(`status of ${expected.status} `)) return false;
  if (expected.path !== undefined) {
    const url = message.location().url;
    if (!url || new URL(url).pathname !== expected.path) return false;
  }
  return expected.text !== undefined || expected.status !== undefined || expected.path !== undefined;
}

/**
 * Collects what must not happen on any page of a journey: console errors (minus the expected ones), uncaught
 * page errors, CSP violations (from the console and from `securitypolicyviolation` events, listened for from the
 * start of every document) and hydration warnings. `take()` returns and forgets what was collected.
 */
export async function watchPageProblems(page: Page, expected: readonly ExpectedError[]) {
  let problems: string[] = [];
  const where = () => {
    const url = page.url();
    return url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
  };

  page.on('console', (message) => {
    const text = message.text();
    if (HYDRATION.test(text)) problems.push(`hydration (${message.type()}) on ${where()}: ${text}`);
    else if (CSP_CONSOLE.test(text)) problems.push(`CSP violation on ${where()}: ${text}`);
    else if (message.type() === 'error' && !expected.some((entry) => matches(entry, message))) {
      const url = message.location().url;
      problems.push(`console error on ${where()}: ${text}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${where()}: ${error.stack ?? error.message}`));

  await page.exposeBinding(CSP_BINDING, (_source, violation: unknown) => {
    problems.push(`CSP violation on ${where()}: ${JSON.stringify(violation)}`);
  });
  // Runs at the start of every document, before the shop's scripts (an init script, like evaluate, is not
  // subject to the page's CSP).
  await page.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
      report?.({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile, line: event.lineNumber });
    });
  }, CSP_BINDING);

  return {
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
