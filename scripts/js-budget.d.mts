// Types of scripts/js-budget.mjs (plain JavaScript so that node runs it without tsx), for its tests.

/** One chunk of Vite's manifest (dist/web/.vite/manifest.json), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  /** A shared chunk's name (its main module's file name): what the pages' check matches a shared chunk by. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetReport {
  rows: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

export const JS_BUDGET_BYTES: number;
export const HOME_SCREEN_SOURCES: string[];
export function entryKey(manifest: Manifest): string;
export function initialChunks(manifest: Manifest, roots: string[]): string[];
export function measureInitialJs(dir: string, options?: { budgetBytes?: number; homeScreenSources?: string[] }): BudgetReport;
export function formatReport(report: BudgetReport): string[];
