import type { FastifyRequest } from 'fastify';
import { isPortError } from '../../adapters/ports/port-error.ts';

/** The status a provider failure would have answered (SPEC §8 logs `errore {status}`). */
const STATUS_OF = { unavailable: 502, timeout: 504 } as const;

/**
 * A page's call to the parts-catalogue provider that must not take the page down with it (issue 11: provider down
 * or slow, the page stays usable): an unreachable or slow provider gives `fallback` and `down: true`, logged as
 * SPEC §8's `errore {status}`; any other failure (a bad id, a bug) still travels to the error handler.
 */
export async function unlessProviderDown<T>(
  request: FastifyRequest,
  operation: string,
  call: () => Promise<T>,
  fallback: T,
): Promise<{ value: T; down: boolean }> {
  try {
    return { value: await call(), down: false };
  } catch (error) {
    if (!isPortError(error) || !(error.code in STATUS_OF)) throw error;
    const status = STATUS_OF[error.code as keyof typeof STATUS_OF];
    request.log.warn({ operation, code: error.code }, `errore ${status}`);
    return { value: fallback, down: true };
  }
}
