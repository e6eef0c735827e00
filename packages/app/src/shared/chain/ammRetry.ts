import { AMM_RETRY_PENDING_EXTRA_MS, AMM_RETRY_WAIT_MS, AMM_TX_MAX_RETRIES } from "@ux/core/chainClient";
import { msg } from "../i18n/msg";
import type { Sleep } from "./sleep";

/** Spec 2 §8: any other error ends the retries with this text. */
export const ERROR_SUBMITTING_TX = msg("Error submitting tx");

/** What one try of an AMM transaction reports. */
export type AmmAttemptOutcome<T> =
  | { status: "done"; value: T }
  /** Not resolved yet (e.g. the cosigned transaction is not ready): wait 1 s and try again. */
  | { status: "unresolved" }
  /** Resolved but still pending on chain: wait 1 s plus 2 s and try again. */
  | { status: "pending" }
  /** The cosigned transaction is missing: loading ends silently (spec 2 §8). */
  | { status: "missing" };

export type AmmRetryResult<T> =
  | { kind: "done"; value: T; attempts: number }
  | { kind: "missing"; attempts: number }
  /** Still unresolved or pending after the last retry. */
  | { kind: "exhausted"; attempts: number }
  | { kind: "failed"; message: typeof ERROR_SUBMITTING_TX; cause: unknown; attempts: number };

/** The wait before the next try: 1 s when unresolved, plus 2 s when pending. */
export function ammRetryWaitMs(status: "unresolved" | "pending"): number {
  return status === "pending" ? AMM_RETRY_WAIT_MS + AMM_RETRY_PENDING_EXTRA_MS : AMM_RETRY_WAIT_MS;
}

/**
 * Runs an AMM transaction, retrying it up to 9 times (10 tries in all) while it is unresolved or pending.
 * A thrown error ends the retries with 'Error submitting tx' (the trading screens show it).
 */
export async function retryAmmTransaction<T>(
  attempt: (attemptNumber: number) => Promise<AmmAttemptOutcome<T>>,
  sleep: Sleep,
  signal?: AbortSignal,
): Promise<AmmRetryResult<T>> {
  for (let tries = 1; ; tries++) {
    let outcome: AmmAttemptOutcome<T>;
    try {
      outcome = await attempt(tries);
    } catch (cause) {
      return { kind: "failed", message: ERROR_SUBMITTING_TX, cause, attempts: tries };
    }
    if (outcome.status === "done") return { kind: "done", value: outcome.value, attempts: tries };
    if (outcome.status === "missing") return { kind: "missing", attempts: tries };
    if (tries > AMM_TX_MAX_RETRIES) return { kind: "exhausted", attempts: tries };
    await sleep(ammRetryWaitMs(outcome.status), signal);
  }
}
