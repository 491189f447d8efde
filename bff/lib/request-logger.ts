import type { FastifyBaseLogger } from 'fastify';

/** pino's bindings and child options, as far as this file reads them (pino itself is Fastify's, not a dependency). */
type Bindings = Record<string, unknown>;
type ChildLoggerOptions = { level?: string };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type Log = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`) that becomes a pino child only when something logs through it. Fastify makes a
 * child per request, with the request id bound; nearly every request logs nothing but its access line, which
 * bff/lib/access-log.ts writes through the parent with the request id first, as the child would (the same JSON line).
 */
export class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  /**
   * Whether a line may go through the parent as this logger's own would: no child made yet, the route logs at the
   * parent's level, and the request id is bound under Fastify's default label, which the line then carries first.
   */
  get throughParent(): boolean {
    return this.#child === undefined && this.options.level === undefined && typeof this.bindings.reqId === 'string';
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    (this.real()[level] as Log)(...args);
  }

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/** Fastify's `childLoggerFactory`: a RequestLogger in place of a pino child per request. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
