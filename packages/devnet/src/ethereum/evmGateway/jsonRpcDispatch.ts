import { z } from "zod";
import { GatewayRpcError, RPC_ERROR } from "./rpcError";

export type JsonRpcId = string | number | null;

export interface JsonRpcSuccess {
  jsonrpc: "2.0";
  id: JsonRpcId;
  result: unknown;
}
export interface JsonRpcFailure {
  jsonrpc: "2.0";
  id: JsonRpcId;
  error: { code: number; message: string; data?: unknown };
}
export type JsonRpcResponse = JsonRpcSuccess | JsonRpcFailure;

/** A method: positional params in, a JSON result out (or a GatewayRpcError thrown). */
export type RpcMethod = (params: unknown[]) => Promise<unknown>;
export type RpcMethods = Readonly<Record<string, RpcMethod>>;

/** Larger batches are refused whole: one HTTP request must not queue unbounded chain calls. */
export const MAX_BATCH_SIZE = 100;

const idSchema = z.union([z.string(), z.number(), z.null()]);
const requestSchema = z.object({
  jsonrpc: z.literal("2.0"),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: idSchema.optional(),
});

function failure(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcFailure {
  return { jsonrpc: "2.0", id, error: data === undefined ? { code, message } : { code, message, data } };
}

/** The id to answer with: the request's if it has a valid one, else null (JSON-RPC 2.0 §5). */
function idOf(request: unknown): JsonRpcId {
  if (typeof request !== "object" || request === null || !("id" in request)) return null;
  const id = idSchema.safeParse(request.id);
  return id.success ? id.data : null;
}

/** Runs one request; null for a notification (no id), which gets no answer. */
async function handleOne(request: unknown, methods: RpcMethods): Promise<JsonRpcResponse | null> {
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success) return failure(idOf(request), RPC_ERROR.invalidRequest, "Invalid Request");
  const { method, params, id } = parsed.data;
  const isNotification = id === undefined;
  const answer = (response: JsonRpcResponse) => (isNotification ? null : response);
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (run === undefined) {
    return answer(
      failure(id ?? null, RPC_ERROR.methodNotFound, `the method ${method} does not exist/is not available`),
    );
  }
  if (params !== undefined && !Array.isArray(params)) {
    return answer(failure(id ?? null, RPC_ERROR.invalidParams, "params must be an array"));
  }
  try {
    return answer({ jsonrpc: "2.0", id: id ?? null, result: await run(params ?? []) });
  } catch (error) {
    if (error instanceof GatewayRpcError)
      return answer(failure(id ?? null, error.code, error.message, error.data));
    const message = error instanceof Error ? error.message : String(error);
    return answer(failure(id ?? null, RPC_ERROR.internalError, `Internal error: ${message}`));
  }
}

/**
 * Answers a parsed JSON-RPC body: one request or a batch (JSON-RPC 2.0 §6). Returns null when nothing is
 * to be sent back (only notifications).
 */
export async function dispatchJsonRpc(
  payload: unknown,
  methods: RpcMethods,
): Promise<JsonRpcResponse | JsonRpcResponse[] | null> {
  if (!Array.isArray(payload)) return handleOne(payload, methods);
  if (payload.length === 0) return failure(null, RPC_ERROR.invalidRequest, "Invalid Request: empty batch");
  if (payload.length > MAX_BATCH_SIZE) {
    return failure(
      null,
      RPC_ERROR.invalidRequest,
      `Invalid Request: a batch holds at most ${MAX_BATCH_SIZE} requests`,
    );
  }
  // In order, one at a time: a batch of sends from one address must see each other's nonces.
  const responses: JsonRpcResponse[] = [];
  for (const request of payload) {
    const response = await handleOne(request, methods);
    if (response !== null) responses.push(response);
  }
  return responses.length === 0 ? null : responses;
}

/** The answer to a body that is not JSON at all. */
export function parseErrorResponse(): JsonRpcFailure {
  return failure(null, RPC_ERROR.parseError, "Parse error");
}
