/**
 * A circuit breaker per upstream: after `threshold` consecutive failures it opens for `coolDownMs`,
 * during which calls fail at once instead of piling up on a sick upstream; then one trial call is let through.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    private readonly threshold = 5,
    private readonly coolDownMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** False while open; once the cool-down passed, true for exactly one trial call at a time. */
  allow(): boolean {
    if (this.failures < this.threshold) return true;
    if (this.now() < this.openUntil || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.trialInFlight = false;
  }

  failure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.coolDownMs;
  }

  /** For the logs: closed (calls pass), open (refused until the cool-down ends), half-open (a trial may pass). */
  get state(): 'closed' | 'open' | 'half-open' {
    if (this.failures < this.threshold) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  get isOpen(): boolean {
    return this.failures >= this.threshold && this.now() < this.openUntil;
  }
}
