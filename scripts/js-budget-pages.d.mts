// Types of scripts/js-budget-pages.mjs (plain JavaScript so that node runs it without tsx), for its tests.
import type { Manifest } from './js-budget.mjs';

export interface PageRow {
  page: string;
  files: string[];
  gzipBytes: number;
  /** The homepage's budget for the homepage, the pages' for the others. */
  budgetBytes: number;
  withinBudget: boolean;
}

export interface PagesReport {
  pages: PageRow[];
  budgetBytes: number;
  homeBudgetBytes: number;
  signedIn: boolean;
  withinBudget: boolean;
}

export type StartImport = string | RegExp;

export const PAGE_BUDGET_BYTES: number;
export const START_IMPORTS: StartImport[];
export const SIGNED_IN_IMPORTS: StartImport[];
export const SCREEN_START_IMPORTS: Record<string, StartImport[]>;
export function pageChunks(manifest: Manifest, roots: string[], startImports: StartImport[]): string[];
export function readScreenFiles(source: string): Record<string, string | null>;
export function measurePages(
  dir: string,
  options?: { screens?: Record<string, string | null>; budgetBytes?: number; homeBudgetBytes?: number; signedIn?: boolean },
): PagesReport;
export function formatPagesReport(report: PagesReport): string[];
export function pageFiles(manifest: Manifest, screens: Record<string, string | null>, page: string, state: { signedIn: boolean }): string[];
export function pageScripts(dir: string, page: string, state: { signedIn: boolean }): string[];
