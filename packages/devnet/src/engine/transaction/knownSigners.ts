import type { K1Curve, K1KeyTable } from "./secp256k1Recovery";

export interface KnownSignerOptions {
  /** A key gets its table once it has been recovered this many times as a candidate (a table costs ~50 ms). */
  tableAfter: number;
  /** Tables kept (~0.5 MB each); the least recently matched goes first. */
  maxTables: number;
  /** Candidates with a table tried per signature before recovering the ordinary way. */
  maxTries: number;
}

export const DEFAULT_KNOWN_SIGNER_OPTIONS: KnownSignerOptions = { tableAfter: 4, maxTables: 32, maxTries: 4 };

/** Signature recovery that checks the likely signers first. */
export interface KnownSigners {
  /**
   * The compressed key (hex) a compact K1 signature recovers, or undefined for the unusual forms left to
   * WharfKit. `candidates` (compressed hex) are hints, typically the keys of the declared authorities: the
   * result is the recovered key whatever they are, only faster when one of them signed.
   */
  recover(digest: Uint8Array, signature: Uint8Array, candidates: readonly string[]): string | undefined;
  /** How signatures were resolved so far: by a known signer's table, or by recovery. */
  readonly stats: { tableMatches: number; recoveries: number; tables: number };
}

/**
 * Known signers (one set per thread: the main thread's in signatureKeys, each recovery worker's own). A devnet sees the
 * same few keys sign again and again; once a key has signed a few times as a candidate it gets a table, and
 * a signature by it is then checked against that exact key (curve.recoversTo: a third of a recovery). A
 * candidate that did not sign, a malleated signature or a flipped recovery id fails that exact check and
 * falls through to full recovery, so the key reported (an irrelevant one, a duplicate) is always the one
 * recovery gives, as nodeos reports it.
 */
export function createKnownSigners(curve: K1Curve, options: KnownSignerOptions): KnownSigners {
  const tables = new Map<string, K1KeyTable>();
  const recoveries = new Map<string, number>();
  const stats = { tableMatches: 0, recoveries: 0, tables: 0 };

  function remember(hex: string, compressed: Uint8Array): void {
    const count = (recoveries.get(hex) ?? 0) + 1;
    if (count < options.tableAfter) {
      if (recoveries.size >= 10_000) recoveries.clear();
      recoveries.set(hex, count);
      return;
    }
    recoveries.delete(hex);
    const table = curve.keyTable(compressed);
    if (!table || options.maxTables <= 0) return;
    tables.set(hex, table);
    while (tables.size > options.maxTables) tables.delete(tables.keys().next().value as string);
    stats.tables = tables.size;
  }

  function recover(
    digest: Uint8Array,
    signature: Uint8Array,
    candidates: readonly string[],
  ): string | undefined {
    let tries = 0;
    for (const candidate of candidates) {
      if (tries >= options.maxTries) break;
      const table = tables.get(candidate);
      if (!table) continue;
      tries++;
      if (curve.recoversTo(digest, signature, table)) {
        // Most recently matched last, so eviction drops the coldest key.
        tables.delete(candidate);
        tables.set(candidate, table);
        stats.tableMatches++;
        return candidate;
      }
    }
    stats.recoveries++;
    const compressed = curve.recoverCompressedKey(digest, signature);
    if (!compressed) return undefined;
    const hex = Buffer.from(compressed).toString("hex");
    if (!tables.has(hex) && candidates.includes(hex)) remember(hex, compressed);
    return hex;
  }

  return { recover, stats };
}
