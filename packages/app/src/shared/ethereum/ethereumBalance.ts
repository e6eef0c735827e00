import { type EthereumRpc, readQuantity } from "./ethereumRpc";

/** ERC-20 balanceOf(address). */
export const BALANCE_OF_SELECTOR = "0x70a08231";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** balanceOf(address)'s calldata. */
export function balanceOfData(address: string): string {
  if (!ADDRESS.test(address)) throw new RangeError(`'${address}' is not an Ethereum address`);
  return `${BALANCE_OF_SELECTOR}${address.slice(2).toLowerCase().padStart(64, "0")}`;
}

/**
 * What `address` holds of a token, in its smallest units: wei for ETH (no contract), the ERC-20's
 * balanceOf otherwise (spec 1 §7 'ERC-20 ... balanceOf').
 */
export async function ethereumTokenBalance(
  rpc: EthereumRpc,
  address: string,
  tokenContract: string | null,
  signal?: AbortSignal,
): Promise<bigint> {
  if (tokenContract === null)
    return readQuantity("eth_getBalance", await rpc("eth_getBalance", [address, "latest"], signal));
  const result = await rpc(
    "eth_call",
    [{ to: tokenContract, data: balanceOfData(address) }, "latest"],
    signal,
  );
  return readQuantity("balanceOf", result);
}
