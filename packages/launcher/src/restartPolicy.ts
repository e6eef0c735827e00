/** How the launcher restarts a local-network child that died: exponential backoff, and a limit. */
export interface RestartPolicyOptions {
  /** Wait before the first restart; doubled for each following one. */
  initialDelayMs: number;
  /** The doubling stops here. */
  maxDelayMs: number;
  /** A child that stayed up this long before dying starts again from the first delay. */
  resetAfterMs: number;
  /** This many deaths within giveUpWindowMs means restarting does not help: give up. */
  giveUpAfterDeaths: number;
  giveUpWindowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  initialDelayMs: 500,
  maxDelayMs: 15_000,
  resetAfterMs: 30_000,
  giveUpAfterDeaths: 5,
  giveUpWindowMs: 60_000,
};

export type RestartDecision =
  | { restart: true; attempt: number; delayMs: number }
  | { restart: false; deaths: number; windowMs: number };

/** One child's restart history; pure (the caller passes the clock) so the sequence is testable exactly. */
export class RestartPolicy {
  private attempt = 0;
  private deaths: number[] = [];

  constructor(private readonly options: RestartPolicyOptions = DEFAULT_RESTART_POLICY) {}

  /** The child died at `now` after running for `uptimeMs`: restart it after a delay, or give up. */
  afterDeath(now: number, uptimeMs: number): RestartDecision {
    const { initialDelayMs, maxDelayMs, resetAfterMs, giveUpAfterDeaths, giveUpWindowMs } = this.options;
    this.deaths = [...this.deaths.filter((at) => now - at < giveUpWindowMs), now];
    if (this.deaths.length >= giveUpAfterDeaths)
      return { restart: false, deaths: this.deaths.length, windowMs: giveUpWindowMs };
    if (uptimeMs >= resetAfterMs) this.attempt = 0;
    this.attempt += 1;
    return {
      restart: true,
      attempt: this.attempt,
      delayMs: Math.min(maxDelayMs, initialDelayMs * 2 ** (this.attempt - 1)),
    };
  }
}
