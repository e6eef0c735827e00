import { getAddress, Transaction } from "ethers";
import { invalidParams } from "./rpcError";

/** A raw transaction the gateway may execute: signed, for chain 71, calling the gateway, no value. */
export interface GatewayTransaction {
  hash: string;
  /** Recovered signer, checksummed. */
  from: string;
  nonce: bigint;
  data: string;
  raw: string;
  transaction: Transaction;
}

/** Legacy (type 0, EIP-155 signed) and EIP-1559 (type 2) only. */
const SUPPORTED_TYPES = new Set([0, 2]);

/**
 * Decodes a raw transaction with ethers and checks everything that does not need the chain. Every refusal
 * is -32602 and happens before anything is looked up or pushed.
 */
export function parseGatewayTransaction(
  raw: string,
  chainId: number,
  contractAddress: string,
): GatewayTransaction {
  let transaction: Transaction;
  try {
    transaction = Transaction.from(raw);
  } catch (error) {
    throw invalidParams(`invalid raw transaction: ${error instanceof Error ? error.message : String(error)}`);
  }
  const type = transaction.type ?? 0;
  if (!SUPPORTED_TYPES.has(type)) {
    throw invalidParams(
      `transaction type ${type} is not supported: send a legacy (0) or EIP-1559 (2) transaction`,
    );
  }
  const from = transaction.from;
  if (from === null) throw invalidParams("invalid raw transaction: it is not signed");
  // A legacy transaction signed without EIP-155 has chain id 0: replayable on any chain, so refused.
  if (transaction.chainId !== BigInt(chainId)) {
    throw invalidParams(`wrong chain id ${transaction.chainId}: this gateway is chain ${chainId}`);
  }
  if (transaction.to === null || getAddress(transaction.to) !== getAddress(contractAddress)) {
    throw invalidParams(`transaction must call the UX EVM gateway contract ${getAddress(contractAddress)}`);
  }
  if (transaction.value !== 0n) throw invalidParams("the gateway does not take value: send 0");
  return {
    hash: transaction.hash as string,
    from: getAddress(from),
    nonce: BigInt(transaction.nonce),
    data: transaction.data,
    raw,
    transaction,
  };
}
