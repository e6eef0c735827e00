/**
 * nodeos refusing a request, with its error JSON
 * ({"code":500,"message":"Internal Service Error","error":{"code","name","what","details":[{"message"}]}}).
 * The refused request was NOT applied, except for tx_duplicate, which says an identical transaction was.
 */

export interface NodeosErrorDetail {
  message: string;
}

export interface NodeosErrorBody {
  code?: number;
  message?: string;
  error?: { code?: number; name?: string; what?: string; details?: NodeosErrorDetail[] };
}

/** nodeos' exception codes the submission paths react to. */
export const TX_DUPLICATE_CODE = 3040008;
export const UNKNOWN_BLOCK_CODE = 3100002;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function integer(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The fields of an error answer that have nodeos' types; anything else (a proxy's JSON) is dropped. */
export function nodeosErrorBody(json: unknown): NodeosErrorBody {
  const body = record(json);
  const error = record(body?.error);
  const details = Array.isArray(error?.details)
    ? error.details.flatMap((detail) => {
        const message = text(record(detail)?.message);
        return message === undefined ? [] : [{ message }];
      })
    : undefined;
  return withoutUndefined({
    code: integer(body?.code),
    message: text(body?.message),
    error:
      error === undefined
        ? undefined
        : withoutUndefined({
            code: integer(error.code),
            name: text(error.name),
            what: text(error.what),
            details,
          }),
  });
}

/** The spec's 'first detail message from the node response', falling back to `what` and the HTTP message. */
export function firstNodeosErrorDetail(body: NodeosErrorBody): string | undefined {
  const detail = body.error?.details?.find((d) => d.message !== "");
  return detail?.message ?? body.error?.what ?? body.message;
}

export class NodeosError extends Error {
  override readonly name = "NodeosError";
  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    readonly body: NodeosErrorBody,
    /** The path asked, e.g. /v1/chain/send_transaction. */
    readonly endpoint: string,
  ) {
    super(firstNodeosErrorDetail(body) ?? `${endpoint} failed with HTTP ${status}`);
  }

  /** nodeos' exception name, e.g. eosio_assert_message_exception, ram_usage_exceeded or tx_duplicate. */
  get errorName(): string | undefined {
    return this.body.error?.name;
  }

  get errorCode(): number | undefined {
    return this.body.error?.code;
  }

  get what(): string | undefined {
    return this.body.error?.what;
  }

  /** The first non-empty detail message: the text users are shown. */
  get detail(): string | undefined {
    return this.body.error?.details?.find((d) => d.message !== "")?.message;
  }

  /** An identical transaction is already known to the node (it applied, or is about to). */
  get isDuplicate(): boolean {
    return this.errorName === "tx_duplicate" || this.errorCode === TX_DUPLICATE_CODE;
  }
}

/** Whether `error` is nodeos refusing with this exception name (or code). */
export function isNodeosErrorNamed(error: unknown, name: string, code?: number): boolean {
  return (
    error instanceof NodeosError &&
    (error.errorName === name || (code !== undefined && error.errorCode === code))
  );
}
