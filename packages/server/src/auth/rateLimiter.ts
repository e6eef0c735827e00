/** At most `count` events in any `windowMs` for one key. */
export interface RateLimit {
  count: number;
  windowMs: number;
}

/**
 * A sliding-window limiter: remembers the times of each key's recent events. Used where a service spends
 * its own resources on request (the payer's co-signature) so that no account or connection can drain them.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  /** Records an event for `key` when allowed; otherwise returns how many ms until the next one is. */
  take(key: string): { allowed: true } | { allowed: false; retryInMs: number } {
    const now = this.now();
    const recent = (this.events.get(key) ?? []).filter((time) => time > now - this.limit.windowMs);
    if (recent.length >= this.limit.count) {
      this.events.set(key, recent);
      return { allowed: false, retryInMs: (recent[0] ?? now) + this.limit.windowMs - now };
    }
    recent.push(now);
    this.events.set(key, recent);
    return { allowed: true };
  }

  /** Forgets a key (a closed connection). */
  forget(key: string): void {
    this.events.delete(key);
  }
}

/**
 * Takes an event from each limiter for its key, in order, stopping at the first that refuses (the ones
 * before it keep theirs): null when all allowed, else the whole seconds until that one allows.
 */
export function takeEach(...takes: readonly (readonly [RateLimiter, string])[]): number | null {
  for (const [limiter, key] of takes) {
    const allowed = limiter.take(key);
    if (!allowed.allowed) return Math.ceil(allowed.retryInMs / 1000);
  }
  return null;
}
