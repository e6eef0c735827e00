import { describe, expect, it } from "vitest";
import {
  heavyProofAnswerSchema,
  lightProofAnswerSchema,
  readProofSocketMessage,
} from "../../src/bridge/proofSocketMessages";
import { jungle4 } from "../antelope/jungle4Vectors";

describe("proof socket messages", () => {
  it.each([
    ['{"type":"progress","progress":42}', { kind: "progress", progress: 42 }],
    [
      '{"type":"error","error":"Must supply block_to_prove number"}',
      { kind: "error", error: "Must supply block_to_prove number" },
    ],
    ["not json", { kind: "invalid", error: "The proof server sent a message that is not JSON" }],
    ['{"type":"progress"}', { kind: "answer", json: { type: "progress" } }],
  ])("reads %s", (text, event) => {
    expect(readProofSocketMessage(text)).toEqual(event);
  });

  it("parses a heavy proof with its schedule proofs (none: an empty list)", () => {
    const schedule = jungle4.heavy24562480() as { blockproof: unknown };
    const heavy = jungle4.heavy24563672() as Record<string, unknown>;
    const withSchedules = heavyProofAnswerSchema.safeParse({
      type: "proof",
      proof: heavy,
      schedule_proofs: [{ version: 36, block_num: 24562480, proof: schedule }],
    });
    expect(withSchedules.success).toBe(true);
    expect(withSchedules.data?.schedule_proofs.map((entry) => entry.version)).toEqual([36]);
    const without = heavyProofAnswerSchema.safeParse({ type: "proof", proof: heavy });
    expect(without.data?.schedule_proofs).toEqual([]);
  });

  it("refuses a proof of the wrong kind or shape", () => {
    const heavy = jungle4.heavy24563672();
    expect(lightProofAnswerSchema.safeParse({ type: "proof", proof: heavy }).success).toBe(false);
    expect(lightProofAnswerSchema.safeParse({ type: "proof", proof: jungle4.light22531781() }).success).toBe(
      true,
    );
    expect(heavyProofAnswerSchema.safeParse({ type: "proof", proof: { blockproof: 1 } }).success).toBe(false);
  });
});
