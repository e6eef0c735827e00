/**
 * The two ways a node call fails. A NodeError carries nodeos' error body
 * ({"code":500,"message":"Internal Service Error","error":{"code","name","what","details":[{"message"}]}});
 * a NetworkError means no answer arrived at all (offline, refused, aborted), which the submission path
 * retries silently.
 */

export interface NodeosErrorDetail {
  message: string;
}

export interface NodeosErrorBody {
  code?: number;
  message?: string;
  error?: { code?: number; name?: string; what?: string; details?: NodeosErrorDetail[] };
}

export class NodeError extends Error {
  override readonly name = "NodeError";
  constructor(
    readonly status: number,
    readonly body: NodeosErrorBody,
    readonly endpoint: string,
  ) {
    super(firstNodeErrorDetail(body) ?? `${endpoint} failed with HTTP ${status}`);
  }

  /** nodeos' exception name, e.g. ram_usage_exceeded or tx_duplicate. */
  get errorName(): string | undefined {
    return this.body.error?.name;
  }

  get errorCode(): number | undefined {
    return this.body.error?.code;
  }
}

export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(
    readonly endpoint: string,
    readonly reason: unknown,
  ) {
    super(`${endpoint} could not be reached: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** The node answered 2xx with a body that is not what the endpoint returns. */
export class MalformedResponseError extends Error {
  override readonly name = "MalformedResponseError";
  constructor(
    readonly endpoint: string,
    detail: string,
  ) {
    super(`${endpoint} answered an unexpected body: ${detail}`);
  }
}

/** nodeos' exception codes the submission path reacts to. */
export const TX_DUPLICATE_CODE = 3040008;
export const UNKNOWN_BLOCK_CODE = 3100002;

/** The spec's 'first detail message from the node response', falling back to `what` and the HTTP message. */
export function firstNodeErrorDetail(body: NodeosErrorBody): string | undefined {
  const detail = body.error?.details?.find((d) => typeof d.message === "string" && d.message !== "");
  return detail?.message ?? body.error?.what ?? body.message;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function isNodeErrorNamed(error: unknown, name: string, code?: number): boolean {
  return (
    error instanceof NodeError &&
    (error.errorName === name || (code !== undefined && error.errorCode === code))
  );
}
