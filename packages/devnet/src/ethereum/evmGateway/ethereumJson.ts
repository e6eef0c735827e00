import {
  getBytes,
  hexlify,
  id,
  keccak256,
  type Transaction,
  toQuantity,
  toUtf8Bytes,
  zeroPadValue,
} from "ethers";
import { GATEWAY_BLOCK_GAS_LIMIT } from "./gatewayConstants";
import type { GatewayRecord } from "./gatewayLedger";

/**
 * Topic of the one log a successful gateway receipt carries: `UxTransaction(bytes32 uxTransactionId)`,
 * emitted by the gateway contract address, data = the Antelope transaction id.
 */
export const UX_TRANSACTION_TOPIC = id("UxTransaction(bytes32)");

const ZERO_HASH = `0x${"0".repeat(64)}`;
const ZERO_ADDRESS = `0x${"0".repeat(40)}`;

/**
 * The hash the gateway gives the EVM view of a UX block: the gateway has no EVM blocks of its own, only UX
 * ones, so wallets get a stable 32-byte id derived from the UX block number (deterministic, not random, and
 * never shown as a UX block id).
 */
export function gatewayBlockHash(blockNumber: number): string {
  return keccak256(toUtf8Bytes(`ux-evm-gateway:block:${blockNumber}`));
}

/** The 2048-bit Ethereum log bloom of some logs (3 bits per address and per topic, from keccak256). */
export function logsBloom(logs: readonly { address: string; topics: readonly string[] }[]): string {
  const bloom = new Uint8Array(256);
  for (const log of logs) {
    for (const item of [log.address, ...log.topics]) {
      const hash = getBytes(keccak256(getBytes(item)));
      for (let pair = 0; pair < 6; pair += 2) {
        const bit = (((hash[pair] as number) << 8) | (hash[pair + 1] as number)) & 2047;
        const index = 255 - Math.floor(bit / 8);
        bloom[index] = (bloom[index] as number) | (1 << (bit % 8));
      }
    }
  }
  return hexlify(bloom);
}

function signatureV(transaction: Transaction): bigint {
  const parity = BigInt(transaction.signature?.yParity ?? 0);
  return transaction.type === 2 ? parity : transaction.chainId * 2n + 35n + parity;
}

/** The price the signer offered (legacy gasPrice, else maxFeePerGas); the gateway charges nothing either way. */
function offeredGasPrice(transaction: Transaction): bigint {
  return transaction.gasPrice ?? transaction.maxFeePerGas ?? 0n;
}

/** eth_getTransactionByHash's object for a gateway transaction. */
export function transactionJson(record: GatewayRecord, transaction: Transaction, index: number) {
  const signature = transaction.signature;
  return {
    blockHash: gatewayBlockHash(record.blockNumber),
    blockNumber: toQuantity(record.blockNumber),
    transactionIndex: toQuantity(index),
    hash: record.hash,
    from: record.from,
    to: transaction.to,
    nonce: toQuantity(transaction.nonce),
    value: "0x0",
    gas: toQuantity(transaction.gasLimit),
    gasPrice: toQuantity(offeredGasPrice(transaction)),
    input: transaction.data,
    type: toQuantity(transaction.type ?? 0),
    chainId: toQuantity(transaction.chainId),
    v: toQuantity(signatureV(transaction)),
    r: signature?.r ?? ZERO_HASH,
    s: signature?.s ?? ZERO_HASH,
    ...(transaction.type === 2
      ? {
          maxFeePerGas: toQuantity(transaction.maxFeePerGas ?? 0n),
          maxPriorityFeePerGas: toQuantity(transaction.maxPriorityFeePerGas ?? 0n),
          accessList: [],
          yParity: toQuantity(signature?.yParity ?? 0),
        }
      : {}),
  };
}

/**
 * eth_getTransactionReceipt's object. status 0x1 with one UxTransaction log (data = the Antelope
 * transaction id) when the UX chain executed it; status 0x0 and no logs when it refused. Two extra
 * fields say the same in plain words: `uxTransactionId` and `uxError`.
 */
export function receiptJson(
  record: GatewayRecord,
  transaction: Transaction,
  index: number,
  contractAddress: string,
) {
  const blockHash = gatewayBlockHash(record.blockNumber);
  const blockNumber = toQuantity(record.blockNumber);
  const logs =
    record.uxTransactionId === null
      ? []
      : [
          {
            address: contractAddress,
            topics: [UX_TRANSACTION_TOPIC],
            data: zeroPadValue(`0x${record.uxTransactionId}`, 32),
            blockHash,
            blockNumber,
            transactionHash: record.hash,
            transactionIndex: toQuantity(index),
            logIndex: "0x0",
            removed: false,
          },
        ];
  return {
    transactionHash: record.hash,
    transactionIndex: toQuantity(index),
    blockHash,
    blockNumber,
    from: record.from,
    to: contractAddress,
    cumulativeGasUsed: "0x0",
    gasUsed: "0x0",
    effectiveGasPrice: toQuantity(offeredGasPrice(transaction)),
    contractAddress: null,
    logs,
    logsBloom: logsBloom(logs),
    status: record.status === 1 ? "0x1" : "0x0",
    type: toQuantity(transaction.type ?? 0),
    uxTransactionId: record.uxTransactionId,
    uxError: record.uxError,
  };
}

/**
 * eth_getBlockByNumber's object for a UX block: no baseFeePerGas, so wallets send legacy transactions
 * (what the gateway is designed around); the gateway's own transactions in that block are listed.
 */
export function blockJson(blockNumber: number, timestampMs: number, transactions: readonly unknown[]) {
  return {
    number: toQuantity(blockNumber),
    hash: gatewayBlockHash(blockNumber),
    parentHash: blockNumber > 1 ? gatewayBlockHash(blockNumber - 1) : ZERO_HASH,
    nonce: "0x0000000000000000",
    sha3Uncles: ZERO_HASH,
    logsBloom: `0x${"0".repeat(512)}`,
    transactionsRoot: ZERO_HASH,
    stateRoot: ZERO_HASH,
    receiptsRoot: ZERO_HASH,
    miner: ZERO_ADDRESS,
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: "0x",
    size: "0x0",
    gasLimit: toQuantity(GATEWAY_BLOCK_GAS_LIMIT),
    gasUsed: "0x0",
    timestamp: toQuantity(Math.floor(timestampMs / 1000)),
    transactions,
    uncles: [],
  };
}
