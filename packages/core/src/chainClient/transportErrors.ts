/**
 * The two ways a node call fails without a verdict from nodeos: no readable answer arrived at all, or the
 * answer was not what the endpoint returns. Either way a pushed transaction may or may not have applied.
 */

/** Offline, refused, aborted, timed out, cut off, or answered with something that is not JSON. */
export class NodeUnreachableError extends Error {
  override readonly name = "NodeUnreachableError";
  constructor(
    readonly endpoint: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The request got no answer: `reason` is what fetch (or the body read) threw. */
  static noAnswer(endpoint: string, reason: unknown): NodeUnreachableError {
    const why = reason instanceof Error ? reason.message : String(reason);
    return new NodeUnreachableError(endpoint, `${endpoint} could not be reached: ${why}`, { cause: reason });
  }

  /** Something answered an error status with a body that is not JSON (a proxy's page, not nodeos). */
  static notJson(endpoint: string, status: number, reason: unknown): NodeUnreachableError {
    return new NodeUnreachableError(endpoint, `${endpoint} answered HTTP ${status} without JSON`, {
      cause: reason,
    });
  }
}

/** The node answered 2xx with a body that is not what the endpoint returns. */
export class MalformedAnswerError extends Error {
  override readonly name = "MalformedAnswerError";
  constructor(
    readonly endpoint: string,
    detail: string,
  ) {
    super(`${endpoint} answered an unexpected body: ${detail}`);
  }
}

export function isNodeUnreachable(error: unknown): error is NodeUnreachableError {
  return error instanceof NodeUnreachableError;
}

/** No verdict from nodeos at all: whether a pushed transaction applied is unknown. */
export function isOutcomeUnknown(error: unknown): error is NodeUnreachableError | MalformedAnswerError {
  return error instanceof NodeUnreachableError || error instanceof MalformedAnswerError;
}
