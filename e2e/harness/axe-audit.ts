import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** Impacts that fail a journey; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** Nodes listed per rule in a report: enough to find the pattern, short enough to read. */
const NODES_SHOWN = 6;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** One line per failing node: its CSS selector and axe's reason. */
  nodes: string[];
}

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations.
 * axe is injected with `page.evaluate(axe.source)`: the shop's CSP (`script-src 'self'`) governs the page's own
 * scripts, not what the test driver evaluates, so the page is audited under its real policy (never `bypassCSP`,
 * which would also hide the CSP violations the harness must catch). Injected once per document.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ blocking, shown }) => {
      const engine = (window as AxeWindow).axe;
      if (!engine) throw new Error('axe-core did not load in the page');
      // target-size (WCAG 2.2 AA: pointer targets of at least 24 px, or spaced as if they were) is off by default.
      const results = await engine.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
      return results.violations
        .filter((violation) => blocking.includes(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          helpUrl: violation.helpUrl,
          nodes: [
            ...violation.nodes.slice(0, shown).map((node) => {
              const reason = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
              return `${node.target.join(' ')}${reason ? ` — ${reason}` : ''}`;
            }),
            ...(violation.nodes.length > shown ? [`… and ${violation.nodes.length - shown} more`] : []),
          ],
        }));
    },
    { blocking: BLOCKING_IMPACTS, shown: NODES_SHOWN },
  );
}

/** A readable block: one paragraph per rule, its nodes indented below. */
export function formatAxeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.rule} (${finding.impact}): ${finding.help}\n    ${finding.helpUrl}\n` +
        finding.nodes.map((node) => `    - ${node}`).join('\n'),
    )
    .join('\n  ');
}
