import { describe, expect, it } from "vitest";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import type { HeavyProofJson } from "../../src/antelope/proofJson";
import type { ProverState } from "../../src/antelope/proverState";
import { jungle4 } from "./jungle4Vectors";
import { actionMutations } from "./support/actionMutations";
import { heavyMutations, lastBftMutations } from "./support/heavyMutations";
import { useJungle4States } from "./support/jungle4States";

// Every case corrupts one thing in an otherwise valid heavy proof and must be rejected with the reason given.

describe("tampered Jungle4 proofs are rejected", () => {
  const { states, files } = useJungle4States();

  const heavyCases = Object.keys(files).flatMap((file) =>
    heavyMutations().map((mutation) => ({ file: file as keyof typeof files, ...mutation })),
  );
  heavyCases.push(
    ...lastBftMutations().map((mutation) => ({ file: "heavy-proof-a-24562480" as const, ...mutation })),
  );

  it.each(heavyCases)("$file: $name", ({ file, mutate, error }) => {
    const json = files[file]() as HeavyProofJson;
    mutate(json);
    const result = verifyHeavyProof(states[file] as ProverState, json);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(
        typeof error === "string" ? new RegExp(`^${escapeRegExp(error)}$`) : error,
      );
  });

  it("the unchanged files are accepted in the same states (the mutations alone cause the rejections)", () => {
    for (const [file, read] of Object.entries(files)) {
      expect(verifyHeavyProof(states[file] as ProverState, read()).ok, file).toBe(true);
    }
  });

  it.each(actionMutations())("heavy-proof-a-24563672 action proof: $name", ({ mutate, error }) => {
    const json = jungle4.heavy24563672() as HeavyProofJson;
    if (!json.actionproof) throw new Error("vector carries an action proof");
    mutate(json.actionproof);
    expect(verifyHeavyProof(states["heavy-proof-a-24563672"] as ProverState, json)).toEqual({
      ok: false,
      error,
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
