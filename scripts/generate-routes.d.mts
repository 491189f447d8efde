// Types of scripts/generate-routes.mjs (plain JavaScript so that node runs it without tsx), for its test.

/** bff/routes/, the folder of the route plugins, from the repository's root. */
export const ROUTES_DIR: string;
/** bff/routes/routes.generated.ts, the index of the route plugins, from the repository's root. */
export const INDEX: string;

/**
 * The route plugins of bff/routes/ (`file`: the path from it; `name`: the name the index imports it by) and the other
 * files found there (`helpers`). Throws on a file that defines routes or a plugin without a default export.
 */
export function readRoutePlugins(root?: string): { plugins: { file: string; name: string }[]; helpers: string[] };

/** The index's text by its path from the repository's root. */
export function generateRoutes(root?: string): Promise<Record<string, string>>;
