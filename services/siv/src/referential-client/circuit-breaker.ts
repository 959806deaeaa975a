/**
 * A circuit breaker for one upstream. Closed, it lets every call through and counts
 * consecutive failures; at the threshold it opens and refuses calls at once for the cool-down;
 * then, half-open, it lets one trial call through: a success closes it, a failure opens it again.
 */

export type CircuitState = 'closed' | 'half-open' | 'open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  onStateChange?(state: CircuitState): void;
  now?(): number;
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private readonly options: CircuitBreakerOptions;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Whether a call may go out now; in half-open state only one trial at a time. */
  tryAcquire(): boolean {
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.move('half-open');
    }
    if (this.current === 'half-open') {
      if (this.trialInFlight) return false;
      this.trialInFlight = true;
    }
    return true;
  }

  /** The upstream answered. */
  recordSuccess(): void {
    this.failures = 0;
    this.trialInFlight = false;
    if (this.current !== 'closed') this.move('closed');
  }

  /** The upstream did not answer, or answered with a server error. */
  recordFailure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.options.failureThreshold) {
      this.openedAt = this.now();
      if (this.current !== 'open') this.move('open');
    }
  }

  /** A call ended in a way that says nothing about the upstream's health (a token failure). */
  release(): void {
    this.trialInFlight = false;
  }

  private move(state: CircuitState): void {
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
