// The environment the built server is started with (npm start, the memory benchmark): the caller's, plus what keeps
// its memory in bounds unless the caller set it already.

/**
 * glibc's malloc gives each thread that allocates (V8's compiler and garbage-collector helpers, libuv's pool: SQLite,
 * compression, password hashing) an arena of its own and seldom returns their freed pages: at 1,000,000 products
 * under load that held some 60 MB of the shop's resident memory (docs/benchmarks.md, memory). Two arenas keep it.
 */
const DEFAULTS = { MALLOC_ARENA_MAX: '2' };

/** `env` with the defaults above for what it does not set. */
export function serverEnvironment(env = process.env) {
  return { ...DEFAULTS, ...env };
}
