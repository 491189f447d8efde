// Types of scripts/generate-pages.mjs (plain JavaScript so that node runs it without tsx), for its test.

/** The generated page indexes' text (web/pages/*.generated.ts), by path from the repository's root. */
export function generatePages(root?: string): Promise<Record<string, string>>;
