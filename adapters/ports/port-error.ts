export const portErrorCodes = ['not_found', 'invalid', 'conflict', 'forbidden', 'unavailable', 'timeout'] as const;
export type PortErrorCode = (typeof portErrorCodes)[number];

/**
 * The only error a port operation throws on purpose. `code` says what kind of failure it is (the BFF maps it to an
 * HTTP status in one place); `reason` says which one, from the closed list of adapters/ports/reasons.ts, with its
 * typed `data`; the shop words it for the user from its translation tables. `detail` is for logs only: an ERP's
 * own words, never shown. Throw it with `fail()` (reasons.ts), which takes the code from the reason.
 */
export class PortError extends Error {
  override readonly name = 'PortError';
  constructor(
    readonly code: PortErrorCode,
    readonly reason: string,
    readonly data: Readonly<Record<string, unknown>> = {},
    readonly detail?: string,
  ) {
    super(detail ? `${code}/${reason}: ${detail}` : `${code}/${reason}`);
  }
}

export function isPortError(error: unknown): error is PortError {
  return error instanceof PortError;
}
