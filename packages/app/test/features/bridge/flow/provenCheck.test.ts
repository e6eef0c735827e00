import { describe, expect, it } from "vitest";
import { provenStates } from "../../../../src/features/bridge/flow/provenCheck";
import { entry } from "./fakeProofSources";

const transfer = (transactionId: string, blockNum: number) => ({
  date: "",
  transactionId,
  amount: "1.0000 UTX",
  blockNum,
  proven: null,
});

describe("whether previous transfers were proven", () => {
  it("is whether the destination processed the transfer's emitxfer receipt", async () => {
    const states = await provenStates(
      {
        blockActions: async (block) => {
          if (block === 3) throw new Error("The proof server closed the connection before answering");
          return [[entry("done"), entry("open"), entry("other")]];
        },
        processedDigests: async () => new Set(["digest-done-emitxfer", "digest-other-emitxfer"]),
      },
      [transfer("done", 1), transfer("open", 1), transfer("missing", 2), transfer("down", 3)],
      "ibc.wl.eos",
    );
    expect(states).toEqual({ done: true, open: false, missing: false, down: false });
  });
});
