// Types of scripts/build-server.mjs (plain JavaScript so that node runs it without tsx), for its tests.

/** True when the built server is missing or older than a source file. */
export function serverIsStale(): boolean;
/** Bundles the server (dist/server by default); fails when it loads at start a package not in `dependencies`. */
export function buildServer(options?: { outDir?: string; dependencies?: Record<string, string> }): Promise<{ packages: string[] }>;
/** Builds the server when stale; exits the process when the build fails. */
export function buildServerIfStale(): Promise<void>;
