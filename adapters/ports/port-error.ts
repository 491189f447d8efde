export const portErrorCodes = ['not_found', 'invalid', 'conflict', 'forbidden', 'unavailable', 'timeout'] as const;
export type PortErrorCode = (typeof portErrorCodes)[number];

/** The only error a port operation throws on purpose; the BFF maps its code to an HTTP status in one place. */
export class PortError extends Error {
  override readonly name = 'PortError';
  constructor(
    readonly code: PortErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isPortError(error: unknown): error is PortError {
  return error instanceof PortError;
}
