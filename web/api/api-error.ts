import { t } from '../../shared/i18n/translate.ts';

/** The BFF's error body: a message in the request's language, repeated under `second` (read by the cart calls), and zod issues. */
export interface ErrorBody {
  message?: string;
  second?: { message?: string };
  issues?: unknown;
}

/**
 * A call that did not succeed. `message` is the server's `second.message` (or `message`) when it sent one,
 * else the generic failure text in the page's language. `handled` is true when the helper already reacted (page reload
 * on 401/403, state revalidation on 409), so screens should not show another message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no reply came (network failure, abort). */
    readonly status: number,
    /** The server's own message, when the body carried one. */
    readonly serverMessage: string | undefined,
    readonly body: ErrorBody | undefined,
    readonly handled: boolean,
  ) {
    super(serverMessage ?? t('JS_GENERIC_ERROR'));
  }

  /** True when the server answered (SPEC §8: the generic alert shows only when reply headers exist). */
  get hasResponse(): boolean {
    return this.status > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message of an error body: `second.message` first, then `message`. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { second, message } = body as ErrorBody;
  const candidate = second?.message ?? message;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
}
