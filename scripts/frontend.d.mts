// Types of scripts/frontend.mjs, for the TypeScript that calls it (the Lighthouse benchmark).

/** True when the SPA build is missing or older than a source file. */
export function frontendIsStale(): boolean;
/** Builds the SPA with Vite when stale; exits the process when the build fails. */
export function buildFrontendIfStale(): void;
