import { Bytes, KeyType, type PrivateKey, Signature } from "@wharfkit/antelope";
import { afterAll, describe, expect, it } from "vitest";
import type { IncomingTransaction } from "../../src/engine/engineContract";
import { SignatureRecoveryPool } from "../../src/engine/transaction/recoveryPool";
import { knownSignerStats } from "../../src/engine/transaction/signatureKeys";
import { SECP256K1_N } from "./support/randomK1";
import { CHAIN_ID, createTestChain, type TestChain } from "./support/testChain";

// The known-signer fast path, end to end: once an account's key has signed a few transfers it is checked
// against its table instead of recovered, and every refusal nodeos makes still comes out word for word.

type Alteration = "flippedRecoveryId" | "highS" | "highSFlipped";

/** The same signature with its recovery id flipped, its s negated (high-S), or both. */
function altered(signature: string, how: Alteration): string {
  const data = Uint8Array.from(Signature.from(signature).data.array);
  if (how !== "flippedRecoveryId") {
    const s = BigInt(`0x${Buffer.from(data.subarray(33)).toString("hex")}`);
    data.set(Buffer.from((SECP256K1_N - s).toString(16).padStart(64, "0"), "hex"), 33);
  }
  if (how !== "highS") data[0] = data[0] === 31 ? 32 : 31;
  return new Signature(KeyType.K1, Bytes.from(data)).toString();
}

const unsatisfied = `transaction declares authority '{"actor":"alice","permission":"active"}', but does not have signatures for it.`;

let memo = 0;

/** Runs the refusal cases through `apply` (in-process recovery, or a worker pool first). */
function refusalCases(chain: TestChain, apply: (trx: IncomingTransaction) => Promise<unknown>) {
  const alice = chain.key("alice");
  const bob = chain.key("bob");
  const aliceKey = alice.toPublic().toLegacyString();
  const bobKey = bob.toPublic().toLegacyString();
  const transfer = (signers: PrivateKey[]) =>
    chain.sign([chain.transfer("alice", "bob", "0.0001 UTX", `case ${memo++}`)], signers);
  const withSignatures = (trx: IncomingTransaction, signatures: string[]) => ({ ...trx, signatures });
  return {
    async warm() {
      for (let i = 0; i < 5; i++) await apply(transfer([alice]));
    },
    async valid() {
      const before = chain.balance("bob");
      await apply(transfer([alice]));
      expect(chain.balance("bob")).not.toBe(before);
    },
    async wrongKey() {
      await expect(apply(transfer([bob]))).rejects.toThrow(unsatisfied);
    },
    async irrelevant() {
      await expect(apply(transfer([alice, bob]))).rejects.toThrow(
        `transaction bears irrelevant signatures from these keys: ["${bobKey}"]`,
      );
    },
    async duplicate() {
      const duplicate = `transaction includes more than one signature signed using the same key associated with public key: ${aliceKey}`;
      const trx = transfer([alice]);
      const signature = trx.signatures[0] as string;
      await expect(apply(withSignatures(trx, [signature, signature]))).rejects.toThrow(duplicate);
      const malleated = altered(signature, "highSFlipped");
      await expect(apply(withSignatures(trx, [signature, malleated]))).rejects.toThrow(duplicate);
    },
    async malleated() {
      // High-S with the recovery id flipped recovers the same key (as libsecp256k1 does): accepted.
      const trx = transfer([alice]);
      await apply(withSignatures(trx, [altered(trx.signatures[0] as string, "highSFlipped")]));
      // High-S alone recovers some other key: the authority is not satisfied.
      const other = transfer([alice]);
      await expect(
        apply(withSignatures(other, [altered(other.signatures[0] as string, "highS")])),
      ).rejects.toThrow(unsatisfied);
    },
    async recoveryIdMismatch() {
      const trx = transfer([alice]);
      await expect(
        apply(withSignatures(trx, [altered(trx.signatures[0] as string, "flippedRecoveryId")])),
      ).rejects.toThrow(unsatisfied);
    },
  };
}

describe("known signers in the engine (main thread)", () => {
  const chain = createTestChain();
  const block = chain.blocks.context();
  const cases = refusalCases(chain, async (trx) => chain.engine.applyTransaction(trx, block));

  it("build a table for a key once it has signed a few times, then match it without recovering", async () => {
    // Tables are per thread: another suite in this worker may have given alice's key one already, so the
    // check is that a table exists after warming and the next signature is matched, not recovered.
    await cases.warm();
    const warmed = knownSignerStats();
    expect(warmed.tables).toBeGreaterThan(0);
    await cases.valid();
    const after = knownSignerStats();
    expect(after.tableMatches).toBeGreaterThan(warmed.tableMatches);
    expect(after.recoveries).toBe(warmed.recoveries);
  });

  it("refuse a wrong key, an irrelevant signature and a duplicate with nodeos' words", async () => {
    await cases.wrongKey();
    await cases.irrelevant();
    await cases.duplicate();
  });

  it("treat a malleated signature and a flipped recovery id as recovery does", async () => {
    await cases.malleated();
    await cases.recoveryIdMismatch();
  });
});

describe("known signers in the recovery pool (worker thread)", () => {
  const chain = createTestChain();
  const block = chain.blocks.context();
  const pool = new SignatureRecoveryPool(1);
  afterAll(() => pool.close());
  const cases = refusalCases(chain, async (trx) => {
    await pool.prepare(trx, CHAIN_ID, chain.engine.signingCandidates(trx));
    return chain.engine.applyTransaction(trx, block);
  });

  it("give the engine the same keys and the same refusals", async () => {
    const mainThread = knownSignerStats();
    await cases.warm();
    await cases.valid();
    await cases.wrongKey();
    await cases.irrelevant();
    await cases.duplicate();
    await cases.malleated();
    await cases.recoveryIdMismatch();
    const [worker] = await pool.stats();
    expect(worker?.tables).toBe(1);
    expect(worker?.tableMatches).toBeGreaterThan(3);
    // Everything was recovered in the worker: the engine found every key in its cache.
    expect(knownSignerStats()).toEqual(mainThread);
  });

  it("hints with the keys of the declared authorities", () => {
    const trx = chain.sign([chain.transfer("alice", "bob", "0.0001 UTX", "hint")], [chain.key("alice")]);
    expect(chain.engine.signingCandidates(trx)).toEqual([chain.key("alice").toPublic().data.hexString]);
    expect(chain.engine.signingCandidates({ ...trx, packedTrx: "zz" })).toEqual([]);
  });
});
