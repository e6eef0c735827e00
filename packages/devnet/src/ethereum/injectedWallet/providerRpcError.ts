/** An EIP-1193 ProviderRpcError: an Error with the numeric `code` (and optional `data`) dapps branch on. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

/** MetaMask's texts for the EIP-1193 / EIP-1474 errors a wallet raises itself. */
export const userRejected = () => new ProviderRpcError(4001, "User rejected the request.");
export const unauthorized = () =>
  new ProviderRpcError(4100, "The requested account and/or method has not been authorized by the user.");
export const unrecognizedChain = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  );
export const methodNotFound = (method: string) =>
  new ProviderRpcError(-32601, `The method "${method}" does not exist / is not available.`);
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message);
export const invalidRequest = (message: string) => new ProviderRpcError(-32600, message);

/** A JSON-RPC error answered by the chain's node, passed on as MetaMask does: -32603 keeping the node's message, the original under data.originalError. */
export function nodeError(original: { code: number; message: string; data?: unknown }): ProviderRpcError {
  return new ProviderRpcError(-32603, original.message, { originalError: original });
}
