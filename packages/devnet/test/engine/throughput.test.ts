import { Signature } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { decodeTransaction, signingDigest } from "../../src/engine/transaction/decodeTransaction";
import { SignatureRecoveryPool } from "../../src/engine/transaction/recoveryPool";
import { type K1KeyTable, k1KeyTable, recoversTo } from "../../src/engine/transaction/secp256k1Recovery";
import { recoverKey } from "../../src/engine/transaction/signatureKeys";
import { CHAIN_ID, createTestChain, type TestChain } from "./support/testChain";

/** `count` signed transfers of 0.0001 UTX, alice and bob paying each other in turn. */
function signedTransfers(chain: TestChain, count: number, memo: string) {
  return Array.from({ length: count }, (_, i) => {
    const [from, to] = i % 2 === 0 ? ["alice", "bob"] : ["bob", "alice"];
    return chain.sign(
      [chain.transfer(from as string, to as string, "0.0001 UTX", `${memo} ${i}`)],
      [chain.key(from as string)],
    );
  });
}

// A micro-benchmark printed to the log (asserted only loosely): in-process transfers per second, with and
// without the cost of signature recovery, which dominates.
describe("throughput (micro-benchmark)", () => {
  it("applies signed transfers in-process and reports transfers/s", () => {
    const chain = createTestChain();
    const count = 200;
    const signed = signedTransfers(chain, count, "bench");
    // Recovery alone, on altered digests that do not warm the engine's cache (after a first call that
    // builds the fixed-base table).
    const altered = signed.slice(0, 51).map((trx) => {
      const decoded = decodeTransaction(trx);
      const digest = signingDigest(CHAIN_ID, decoded.packedTrx, decoded.contextFreeData);
      digest[0] = (digest[0] as number) ^ 0xff;
      return { digest, signature: decoded.signatures[0] as string };
    });
    const recover = ({ digest, signature }: { digest: Uint8Array; signature: string }) => {
      try {
        recoverKey(digest, signature);
      } catch {
        // an altered digest may not recover; the cost is what is measured
      }
    };
    recover(altered[0] as (typeof altered)[number]);
    const recoveryStart = performance.now();
    for (const entry of altered.slice(1)) recover(entry);
    const recoveryUs = ((performance.now() - recoveryStart) / 50) * 1000;
    // The same check against a known signer's table (what a key that signs again and again gets).
    const aliceKey = chain.key("alice").toPublic().data.array;
    const table = k1KeyTable(aliceKey) as K1KeyTable;
    const ownSignatures = signed
      .filter((_, i) => i % 2 === 0)
      .map((trx) => {
        const decoded = decodeTransaction(trx);
        return {
          digest: signingDigest(CHAIN_ID, decoded.packedTrx, decoded.contextFreeData),
          signature: Signature.from(decoded.signatures[0] as string).data.array,
        };
      });
    const checkStart = performance.now();
    const matches = ownSignatures.filter(({ digest, signature }) => recoversTo(digest, signature, table));
    const checkUs = ((performance.now() - checkStart) / ownSignatures.length) * 1000;

    const block = chain.blocks.context();
    const half = count / 2;
    const start = performance.now();
    for (const trx of signed.slice(0, half)) chain.engine.applyTransaction(trx, block);
    const coldMs = performance.now() - start;
    // The second half with keys recovered ahead of time (what a recovery worker pool gives the node).
    for (const trx of signed.slice(half)) {
      const decoded = decodeTransaction(trx);
      recoverKey(
        signingDigest(CHAIN_ID, decoded.packedTrx, decoded.contextFreeData),
        decoded.signatures[0] as string,
      );
    }
    const warmStart = performance.now();
    for (const trx of signed.slice(half)) chain.engine.applyTransaction(trx, block);
    const warmMs = performance.now() - warmStart;

    const withRecovery = Math.round(half / (coldMs / 1000));
    const withoutRecovery = Math.round(half / (warmMs / 1000));
    console.log(
      `engine: signature recovery ${Math.round(recoveryUs)} us (BigInt fast path), known-signer check ${Math.round(checkUs)} us; ${withRecovery} transfers/s recovering in-process, ${withoutRecovery} transfers/s with keys recovered ahead`,
    );
    expect(chain.balance("alice")).toBe("1000.0000 UTX");
    expect(matches).toHaveLength(ownSignatures.length);
    expect(withoutRecovery).toBeGreaterThan(withRecovery);
  });

  it("recovers keys on worker threads: same result, and the pushes overlap recovery with applying", async () => {
    const chain = createTestChain();
    const count = 120;
    const signed = signedTransfers(chain, count, "pool");
    const pool = new SignatureRecoveryPool(2);
    try {
      const block = chain.blocks.context();
      // Warm the workers up (thread start and WharfKit load are a one-time cost).
      await Promise.all(signed.slice(0, 4).map((trx) => pool.prepare(trx, CHAIN_ID)));
      const start = performance.now();
      // As a node would: every push awaits its recovery, then applies on the main thread.
      await Promise.all(
        signed.map((trx) =>
          pool
            .prepare(trx, CHAIN_ID, chain.engine.signingCandidates(trx))
            .then(() => chain.engine.applyTransaction(trx, block)),
        ),
      );
      const perSecond = Math.round(count / ((performance.now() - start) / 1000));
      console.log(`engine: ${perSecond} transfers/s end to end with a 2-worker recovery pool`);
      expect(chain.balance("alice")).toBe("1000.0000 UTX");
      // A tampered transaction is still refused: the pool only caches what really recovers.
      const bad = chain.sign([chain.transfer("alice", "bob", "1.0000 UTX", "x")], [chain.key("bob")]);
      await pool.prepare(bad, CHAIN_ID);
      expect(() => chain.engine.applyTransaction(bad, block)).toThrow("but does not have signatures for it.");
    } finally {
      await pool.close();
    }
  });
});
