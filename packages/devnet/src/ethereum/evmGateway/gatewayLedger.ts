import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { z } from "zod";

/** One transaction the gateway executed (status 1) or that the UX chain refused (status 0). */
export interface GatewayRecord {
  hash: string;
  raw: string;
  /** Checksummed signer. */
  from: string;
  nonce: bigint;
  status: 0 | 1;
  /** UX block that included it; for a refusal, the UX head when it was refused. */
  blockNumber: number;
  /** The Antelope transaction id (status 1). */
  uxTransactionId: string | null;
  /** The chain's first error detail message (status 0). */
  uxError: string | null;
}

const recordSchema = z.object({
  hash: z.string(),
  raw: z.string(),
  from: z.string(),
  nonce: z.string().regex(/^[0-9]+$/),
  status: z.union([z.literal(0), z.literal(1)]),
  blockNumber: z.number().int().nonnegative(),
  uxTransactionId: z.string().nullable(),
  uxError: z.string().nullable(),
});
const stateSchema = z.object({ version: z.literal(1), records: z.array(recordSchema) });

/**
 * Nonces per address and the executed transactions, optionally persisted in a JSON file. Persisting
 * matters once the UX chain keeps its state across restarts: forgetting nonces would let an old signed
 * transaction run again and would strand wallets whose next nonce is already higher.
 */
export class GatewayLedger {
  private readonly nonces = new Map<string, bigint>();
  private readonly records = new Map<string, GatewayRecord>();

  constructor(private readonly stateFile: string | null = null) {
    if (stateFile !== null && existsSync(stateFile)) {
      const state = stateSchema.parse(JSON.parse(readFileSync(stateFile, "utf8")));
      for (const record of state.records) this.remember({ ...record, nonce: BigInt(record.nonce) });
    }
  }

  /** The nonce the address's next transaction must have at least (eth_getTransactionCount). */
  nextNonce(address: string): bigint {
    return this.nonces.get(address.toLowerCase()) ?? 0n;
  }

  find(hash: string): GatewayRecord | undefined {
    return this.records.get(hash.toLowerCase());
  }

  inBlock(blockNumber: number): GatewayRecord[] {
    return [...this.records.values()].filter((record) => record.blockNumber === blockNumber);
  }

  /** Records an executed or refused transaction: either way its nonce is spent, so it can never run again. */
  commit(record: GatewayRecord): void {
    this.remember(record);
    this.save();
  }

  private remember(record: GatewayRecord): void {
    this.records.set(record.hash.toLowerCase(), record);
    const key = record.from.toLowerCase();
    if (record.nonce + 1n > this.nextNonce(key)) this.nonces.set(key, record.nonce + 1n);
  }

  private save(): void {
    if (this.stateFile === null) return;
    const records = [...this.records.values()].map((record) => ({
      ...record,
      nonce: record.nonce.toString(),
    }));
    const temporary = `${this.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: 1, records }));
    // Rename is atomic: a crash leaves the old file or the new one, never half of one.
    renameSync(temporary, this.stateFile);
  }
}
