import { describe, expect, it } from "vitest";
import { verifyLightProof } from "../../src/antelope/lightProof";
import type { BlockHeaderJson, LightProofJson } from "../../src/antelope/proofJson";
import { addProvenRoot, type ProverState } from "../../src/antelope/proverState";
import { jungle4 } from "./jungle4Vectors";
import { actionMutations } from "./support/actionMutations";
import { headerHashFlips, type Mutation } from "./support/heavyMutations";
import { useJungle4States } from "./support/jungle4States";
import { flipHexByte, nextSlot } from "./tamper";

// Every case corrupts one thing in an otherwise valid light proof and must be rejected with the reason given.

describe("tampered Jungle4 proofs are rejected", () => {
  const { states } = useJungle4States();

  describe("light-proof-22531781", () => {
    const root = "17e617990c708a5ddc3dad04ad597f55f043f20228e49bba2fa35d9a800f8294";
    const withRoot = () =>
      addProvenRoot(states["heavy-proof-a-24562480"] as ProverState, "jungle4", 25105838, root);
    const invalidBlockPath = "invalid block merkle proof";
    const headerField = (name: string, change: (h: BlockHeaderJson) => void): Mutation<LightProofJson> => ({
      name: `header ${name}`,
      mutate: (json) => change(json.blockproof.header),
      error: invalidBlockPath,
    });
    const lightCases: Mutation<LightProofJson>[] = [
      headerField("timestamp", (h) => {
        h.timestamp = nextSlot(h.timestamp);
      }),
      headerField("producer", (h) => {
        h.producer = "junglesweden";
      }),
      headerField("confirmed", (h) => {
        h.confirmed = 1;
      }),
      ...headerHashFlips(headerField),
      headerField("schedule_version", (h) => {
        h.schedule_version = 30;
      }),
      headerField("header_extensions", (h) => {
        h.header_extensions = [{ first: 2, second: "" }];
      }),
      {
        name: "block merkle path node",
        mutate: (json) => {
          json.blockproof.bmproofpath[3] = flipHexByte(json.blockproof.bmproofpath[3] as string);
        },
        error: invalidBlockPath,
      },
      {
        name: "block merkle path node dropped",
        mutate: (json) => void json.blockproof.bmproofpath.pop(),
        error: invalidBlockPath,
      },
      {
        name: "root",
        mutate: (json) => {
          json.blockproof.root = flipHexByte(json.blockproof.root);
        },
        error: "unknown merkle root. must prove root first",
      },
      ...actionMutations().map((m) => ({
        name: `action proof: ${m.name}`,
        mutate: (json: LightProofJson) => m.mutate(json.actionproof),
        error: m.error,
      })),
    ];

    it.each(lightCases)("$name", ({ mutate, error }) => {
      const json = jungle4.light22531781() as LightProofJson;
      mutate(json);
      const result = verifyLightProof(withRoot(), json);
      expect(result).toEqual({ ok: false, error });
    });

    it("is accepted unchanged", () => {
      expect(verifyLightProof(withRoot(), jungle4.light22531781()).ok).toBe(true);
    });
  });
});
