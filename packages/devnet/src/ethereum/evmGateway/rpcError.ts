/** JSON-RPC 2.0 error codes the gateway answers with (the first four are the JSON-RPC spec's own). */
export const RPC_ERROR = {
  /** The body is not JSON. */
  parseError: -32700,
  /** Not a JSON-RPC 2.0 request object (or an empty / oversized batch). */
  invalidRequest: -32600,
  methodNotFound: -32601,
  /** Parameters fail validation: bad address, undecodable or unsigned raw transaction, wrong chain id, wrong `to`, malformed calldata. */
  invalidParams: -32602,
  /** The UX chain could not be reached or answered nonsense. */
  internalError: -32603,
  /** A valid transaction the gateway or the UX chain refused (unmapped sender, nonce, authorization, chain error). */
  rejected: -32000,
} as const;

/** An error to answer a JSON-RPC request with; anything else thrown becomes -32603. */
export class GatewayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "GatewayRpcError";
  }
}

export const invalidParams = (message: string) => new GatewayRpcError(RPC_ERROR.invalidParams, message);
export const rejected = (message: string, data?: unknown) =>
  new GatewayRpcError(RPC_ERROR.rejected, message, data);
