import { ChainError, type ChainErrorDetail } from "../engine/engineContract";

/** nodeos' error body: {"code":500,"message":"Internal Service Error","error":{code,name,what,details}}. */
export interface NodeosErrorBody {
  code: number;
  message: string;
  error: {
    code: number;
    name: string;
    what: string;
    details: Required<ChainErrorDetail>[];
  };
}

/** How nodeos' http_plugin answers particular exceptions (status and message); all others are 500. */
const HTTP_BY_EXCEPTION: Record<string, { status: number; message: string }> = {
  unknown_block_exception: { status: 400, message: "Unknown Block" },
  invalid_http_request: { status: 400, message: "Invalid Request" },
  account_query_exception: { status: 400, message: "Account lookup" },
  unsatisfied_authorization: { status: 401, message: "UnAuthorized" },
  tx_duplicate: { status: 409, message: "Conflict" },
};

const STATUS_MESSAGES: Record<number, string> = {
  400: "Bad Request",
  401: "UnAuthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  500: "Internal Service Error",
};

export function httpStatusOf(error: ChainError): number {
  return HTTP_BY_EXCEPTION[error.errorName]?.status ?? error.httpStatus;
}

export function chainErrorBody(error: ChainError): NodeosErrorBody {
  const status = httpStatusOf(error);
  return {
    code: status,
    message:
      HTTP_BY_EXCEPTION[error.errorName]?.message ?? STATUS_MESSAGES[status] ?? "Internal Service Error",
    error: {
      code: error.errorCode,
      name: error.errorName,
      what: error.what,
      details: error.details.map((detail) => ({
        message: detail.message,
        file: detail.file ?? "",
        line_number: detail.line_number ?? 0,
        method: detail.method ?? "",
      })),
    },
  };
}

/** invalid_http_request (3200006): what nodeos answers a body it cannot parse or that lacks fields. */
export function invalidRequest(message: string): ChainError {
  return new ChainError("invalid_http_request", 3200006, "invalid http request", [{ message }], 400);
}

/**
 * What nodeos answers a body whose fields do not convert (an invalid name, say): parse_params rethrows as
 * invalid_http_request "Unable to parse valid input from POST body" and appends the cause's log, which
 * nodeos shows as a second detail with verbose-http-errors.
 */
export function unparsableBody(cause: string): ChainError {
  return new ChainError(
    "invalid_http_request",
    3200006,
    "invalid http request",
    [{ message: "Unable to parse valid input from POST body" }, { message: cause }],
    400,
  );
}

/**
 * A body over the size limit. nodeos' http_plugin (beast body_limit) logs "body limit exceeded" and drops
 * the connection; the devnet answers with that text in nodeos' error JSON so clients see why.
 */
export function bodyLimitExceeded(): ChainError {
  return invalidRequest("body limit exceeded");
}

export function unknownBlock(blockNumOrId: string): ChainError {
  return new ChainError(
    "unknown_block_exception",
    3100002,
    "Unknown block",
    [{ message: `Could not find block: ${blockNumOrId}` }],
    400,
  );
}

/** nodeos' answer to a path it does not serve. */
export const UNKNOWN_ENDPOINT: NodeosErrorBody = {
  code: 404,
  message: "Not Found",
  error: {
    code: 0,
    name: "exception",
    what: "unspecified",
    details: [
      { message: "Unknown Endpoint", file: "http_plugin.cpp", line_number: 0, method: "handle_http_request" },
    ],
  },
};

/** A refusal with no nodeos exception behind it (like "Unknown Endpoint"): fc's plain exception, one detail. */
export function plainErrorBody(status: number, message: string): NodeosErrorBody {
  return {
    code: status,
    message: STATUS_MESSAGES[status] ?? "Internal Service Error",
    error: {
      code: 0,
      name: "exception",
      what: "unspecified",
      details: [{ message, file: "", line_number: 0, method: "" }],
    },
  };
}

/** Any error that is not a ChainError, without leaking internals: an fc::exception-like 500. */
export function internalErrorBody(error: unknown): NodeosErrorBody {
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: 500,
    message: "Internal Service Error",
    error: {
      code: 0,
      name: "exception",
      what: "unspecified",
      details: [{ message, file: "", line_number: 0, method: "" }],
    },
  };
}
