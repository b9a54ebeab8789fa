/**
 * Counts failed sign-ins per key in a fixed window. Kept in memory: the server is one process
 * (the embedded database allows no other), and a restart forgetting the counts is harmless.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; windowEnds: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const now = this.now();
    if (now >= entry.windowEnds) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.limit ? entry.windowEnds - now : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || now >= entry.windowEnds) {
      this.failures.set(key, { count: 1, windowEnds: now + this.windowMs });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 100_000) this.prune(now);
  }

  /** Takes back one counted attempt (it turned out to succeed). */
  forgive(key: string): void {
    const entry = this.failures.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (now >= entry.windowEnds) this.failures.delete(key);
  }
}

const WINDOW_MS = 15 * 60_000;

export interface LoginThrottles {
  byUsername: FailureThrottle;
  byAddress: FailureThrottle;
}

export function createLoginThrottles(now?: () => number): LoginThrottles {
  return {
    byUsername: new FailureThrottle(5, WINDOW_MS, now),
    byAddress: new FailureThrottle(20, WINDOW_MS, now),
  };
}
