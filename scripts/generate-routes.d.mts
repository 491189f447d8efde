// Types of scripts/generate-routes.mjs (plain JavaScript so that node runs it without tsx), for its test.

/** bff/routes/, the folder of the route plugins, from the repository's root. */
export const ROUTES_DIR: string;
/** bff/routes/routes.generated.ts, the index of the route plugins, from the repository's root. */
export const INDEX: string;

/**
 * The route plugins of bff/routes/ (`file`: the path from it; `name`: the name the index imports it by). Throws on a
 * file without a default export.
 */
export function readRoutePlugins(root?: string): { file: string; name: string }[];

/** The index's text by its path from the repository's root. */
export function generateRoutes(root?: string): Promise<Record<string, string>>;
