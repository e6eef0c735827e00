import type { TransactionLike } from "ethers";
import { z } from "zod";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "expected an address");
const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, "expected a hex quantity");
const data = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, "expected hex bytes");

/** eth_sendTransaction's transaction object (the fields MetaMask honours). */
export const sendTransactionParamsSchema = z.tuple([
  z.looseObject({
    from: address,
    to: address.nullish(),
    value: quantity.optional(),
    data: data.optional(),
    input: data.optional(),
    gas: quantity.optional(),
    gasLimit: quantity.optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    nonce: quantity.optional(),
    type: z.enum(["0x0", "0x2"]).optional(),
    chainId: quantity.optional(),
  }),
]);
export type SendTransactionRequest = z.infer<typeof sendTransactionParamsSchema>[0];

/** Reads from the current chain's node, as the wallet fills a transaction. */
export type ChainCall = (method: string, params: unknown[]) => Promise<unknown>;

const quantityResult = z.string().regex(/^0x[0-9a-fA-F]+$/);
const readQuantity = async (call: ChainCall, method: string, params: unknown[]) =>
  BigInt(quantityResult.parse(await call(method, params)));

/** Fallback tip when a node lacks eth_maxPriorityFeePerGas: 1 gwei. */
const DEFAULT_PRIORITY_FEE = 1_000_000_000n;

/**
 * Completes a transaction like MetaMask: nonce from eth_getTransactionCount(pending), gas from
 * eth_estimateGas, and fees by the chain's kind: EIP-1559 when the latest block has baseFeePerGas
 * (max fee = 2 x base fee + tip), else legacy with eth_gasPrice. Explicit fields win.
 */
export async function fillTransaction(
  request: SendTransactionRequest,
  chainId: bigint,
  call: ChainCall,
): Promise<TransactionLike<string>> {
  const payload = request.data ?? request.input ?? "0x";
  const value = BigInt(request.value ?? "0x0");
  const to = request.to ?? null;
  const nonce =
    request.nonce === undefined
      ? await readQuantity(call, "eth_getTransactionCount", [request.from, "pending"])
      : BigInt(request.nonce);
  const explicitGas = request.gas ?? request.gasLimit;
  const estimateRequest = {
    from: request.from,
    ...(to === null ? {} : { to }),
    data: payload,
    value: `0x${value.toString(16)}`,
  };
  const gasLimit =
    explicitGas === undefined
      ? await readQuantity(call, "eth_estimateGas", [estimateRequest])
      : BigInt(explicitGas);
  const base = { chainId, nonce: Number(nonce), gasLimit, to, value, data: payload, from: request.from };
  if (request.gasPrice !== undefined || request.type === "0x0") {
    const gasPrice =
      request.gasPrice === undefined
        ? await readQuantity(call, "eth_gasPrice", [])
        : BigInt(request.gasPrice);
    return { ...base, type: 0, gasPrice };
  }
  if (request.maxFeePerGas !== undefined && request.maxPriorityFeePerGas !== undefined) {
    return {
      ...base,
      type: 2,
      maxFeePerGas: BigInt(request.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(request.maxPriorityFeePerGas),
    };
  }
  const latest = z
    .object({ baseFeePerGas: quantityResult.optional() })
    .loose()
    .parse(await call("eth_getBlockByNumber", ["latest", false]));
  if (latest.baseFeePerGas === undefined && request.type !== "0x2") {
    return { ...base, type: 0, gasPrice: await readQuantity(call, "eth_gasPrice", []) };
  }
  const baseFee = BigInt(latest.baseFeePerGas ?? "0x0");
  const tip =
    request.maxPriorityFeePerGas !== undefined
      ? BigInt(request.maxPriorityFeePerGas)
      : await readQuantity(call, "eth_maxPriorityFeePerGas", []).catch(() => DEFAULT_PRIORITY_FEE);
  const maxFeePerGas = request.maxFeePerGas !== undefined ? BigInt(request.maxFeePerGas) : baseFee * 2n + tip;
  return { ...base, type: 2, maxFeePerGas, maxPriorityFeePerGas: tip };
}
