// Types of scripts/server-environment.mjs, for the TypeScript that calls it (the memory benchmark, tests).

/** `env` with the defaults that keep the built server's memory in bounds (MALLOC_ARENA_MAX) for what it does not set. */
export function serverEnvironment<T extends Record<string, string | undefined>>(env?: T): T & { MALLOC_ARENA_MAX: string };
