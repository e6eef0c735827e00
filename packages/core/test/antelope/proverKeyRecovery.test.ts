import { PrivateKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { type KeyRecovery, recoverKeyWithWharfKit } from "../../src/antelope/headerSigning";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import { initChain } from "../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE } from "../../src/antelope/proverState";
import { jungle4 } from "./jungle4Vectors";

// The checker takes a chain's own key recovery (the devnet's recover_key): every signature goes through
// it, with the producer's keys as the likely signers, and what it answers decides.

function initialised() {
  const init = initChain(EMPTY_PROVER_STATE, jungle4.schedule36());
  if (!init.ok) throw new Error(init.error);
  return init.state;
}

describe("a heavy proof checked with an injected key recovery", () => {
  it("recovers each signature through it, hinted with the signing producer's key", () => {
    const calls: { signature: string; likely: readonly string[] }[] = [];
    const recoverKey: KeyRecovery = (digest, signature, likely) => {
      calls.push({ signature, likely });
      return recoverKeyWithWharfKit(digest, signature, likely);
    };
    const result = verifyHeavyProof(initialised(), jungle4.heavy24562480(), { recoverKey });
    expect(result.ok).toBe(true);
    const proof = jungle4.heavy24562480() as {
      blockproof: { blocktoprove: { block: { producer_signatures: string[] } }; bftproof: unknown[] };
    };
    expect(calls).toHaveLength(1 + proof.blockproof.bftproof.length);
    expect(calls[0]?.signature).toBe(proof.blockproof.blocktoprove.block.producer_signatures[0]);
    const schedule = (
      jungle4.schedule36() as {
        initial_schedule: { producers: { authority: [string, { keys: { key: string }[] }] }[] };
      }
    ).initial_schedule.producers.map((p) => p.authority[1].keys[0]?.key);
    for (const call of calls) {
      expect(call.likely).toHaveLength(1);
      expect(schedule).toContain(call.likely[0]);
    }
  });

  it("refuses the proof when it recovers another key or none", () => {
    const stranger = PrivateKey.generate("K1").toPublic().toString();
    const wrong: KeyRecovery = () => stranger;
    const failing: KeyRecovery = () => {
      throw new Error("no point");
    };
    for (const recoverKey of [wrong, failing]) {
      expect(verifyHeavyProof(initialised(), jungle4.heavy24562480(), { recoverKey })).toEqual({
        ok: false,
        error: "invalid block signature(s)",
      });
    }
  });
});
