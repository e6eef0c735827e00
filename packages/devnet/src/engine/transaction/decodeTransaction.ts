import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { isHex } from "@ux/core/antelope";
import { chainError } from "../chainErrors";
import type { IncomingTransaction } from "../engineContract";
import type { PermissionLevel } from "../state/accountTypes";
import { readTransaction, type TransactionFields } from "./transactionReader";

export interface DecodedAction {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  /** Serialized action data as hex. */
  data: string;
}

/** A transaction unpacked from its wire form, with what nodeos derives from it. */
export interface DecodedTransaction {
  id: string;
  /** The uncompressed serialized transaction (what the id and signatures cover). */
  packedTrx: Uint8Array;
  /** Size of packed_trx as received (compressed when compression is 1): counted in net usage. */
  wireTrxBytes: number;
  contextFreeData: Uint8Array;
  signatures: string[];
  expirationSec: number;
  refBlockNum: number;
  refBlockPrefix: number;
  maxNetUsageWords: number;
  maxCpuUsageMs: number;
  delaySec: number;
  contextFreeActions: DecodedAction[];
  actions: DecodedAction[];
}

export function sha256(data: Uint8Array): Uint8Array {
  return createHash("sha256").update(data).digest();
}

function strictBytes(hex: string, field: string): Uint8Array {
  if (!isHex(hex)) throw chainError("packed_transaction_type_exception", `${field} is not valid hex`);
  return new Uint8Array(Buffer.from(hex, "hex"));
}

interface DecodedEntry {
  source: IncomingTransaction;
  decoded: DecodedTransaction;
}

/** Decodings by pushed object: the node decodes to prepare a transaction, then to apply it. */
const decodings = new WeakMap<IncomingTransaction, DecodedEntry>();

/** Whether an incoming transaction still holds what it held when it was decoded. */
function unchanged(entry: DecodedEntry, incoming: IncomingTransaction): boolean {
  const { source } = entry;
  return (
    source.packedTrx === incoming.packedTrx &&
    source.compression === incoming.compression &&
    source.packedContextFreeData === incoming.packedContextFreeData &&
    source.signatures.length === incoming.signatures.length &&
    source.signatures.every((signature, i) => signature === incoming.signatures[i])
  );
}

/**
 * Unpacks a pushed transaction: decompression (zlib for compression 1), decoding, id = sha256(packed_trx).
 * The result is memoised for the same object (unchanged) and must be treated as read-only.
 */
export function decodeTransaction(incoming: IncomingTransaction): DecodedTransaction {
  const known = decodings.get(incoming);
  if (known && unchanged(known, incoming)) return known.decoded;
  const decoded = decodeFresh(incoming);
  decodings.set(incoming, {
    source: { ...incoming, signatures: [...incoming.signatures] },
    decoded,
  });
  return decoded;
}

function decodeFresh(incoming: IncomingTransaction): DecodedTransaction {
  const wire = strictBytes(incoming.packedTrx, "packed_trx");
  let packedTrx = wire;
  let contextFreeData = strictBytes(incoming.packedContextFreeData ?? "", "packed_context_free_data");
  if (incoming.compression === 1) {
    try {
      packedTrx = new Uint8Array(inflateSync(wire));
      if (contextFreeData.length > 0) contextFreeData = new Uint8Array(inflateSync(contextFreeData));
    } catch (error) {
      throw chainError(
        "tx_decompression_error",
        `Error decompressing transaction: ${(error as Error).message}`,
      );
    }
  } else if (incoming.compression !== 0) {
    throw chainError("unknown_transaction_compression", `Unknown transaction compression algorithm`);
  }
  let transaction: TransactionFields;
  try {
    transaction = readTransaction(packedTrx);
  } catch (error) {
    throw chainError(
      "packed_transaction_type_exception",
      `Invalid packed transaction: ${(error as Error).message}`,
    );
  }
  return {
    id: Buffer.from(sha256(packedTrx)).toString("hex"),
    packedTrx,
    wireTrxBytes: wire.length,
    contextFreeData,
    signatures: [...incoming.signatures],
    expirationSec: transaction.expiration,
    refBlockNum: transaction.refBlockNum,
    refBlockPrefix: transaction.refBlockPrefix,
    maxNetUsageWords: transaction.maxNetUsageWords,
    maxCpuUsageMs: transaction.maxCpuUsageMs,
    delaySec: transaction.delaySec,
    contextFreeActions: transaction.contextFreeActions,
    actions: transaction.actions,
  };
}

/** Whether packed context-free data holds any entry (clients send "00", the empty vector, for none). */
function hasContextFreeData(packedCfd: Uint8Array): boolean {
  return packedCfd.length > 0 && packedCfd[0] !== 0;
}

/**
 * The digest signatures sign: sha256(chain_id || packed_trx || cfd hash), the cfd hash being sha256 of the
 * packed context-free data when there is any, else 32 zero bytes.
 */
export function signingDigest(
  chainId: string,
  packedTrx: Uint8Array,
  contextFreeData: Uint8Array,
): Uint8Array {
  const cfdHash = hasContextFreeData(contextFreeData) ? sha256(contextFreeData) : new Uint8Array(32);
  return createHash("sha256").update(Buffer.from(chainId, "hex")).update(packedTrx).update(cfdHash).digest();
}

const digests = new WeakMap<DecodedTransaction, { chainId: string; digest: Uint8Array }>();

/** signingDigest of a decoded transaction, memoised (read-only: it is shared). */
export function transactionSigningDigest(trx: DecodedTransaction, chainId: string): Uint8Array {
  const known = digests.get(trx);
  if (known?.chainId === chainId) return known.digest;
  const digest = signingDigest(chainId, trx.packedTrx, trx.contextFreeData);
  digests.set(trx, { chainId, digest });
  return digest;
}
