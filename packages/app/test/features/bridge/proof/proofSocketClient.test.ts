import { proofProgressSchema } from "@ux/core/bridge";
import { describe, expect, it } from "vitest";
import {
  PROOF_ANSWER_INVALID,
  PROOF_SOCKET_CLOSED,
  requestProofSocket,
} from "../../../../src/features/bridge/proof/proofSocketClient";
import { fakeProofServer } from "./fakeProofSocket";

const request = { type: "getBlockActions", block_to_prove: 7 } as const;
const answerSchema = {
  safeParse: (json: unknown) =>
    typeof json === "object" && json !== null && (json as { type?: unknown }).type === "getBlockActions"
      ? { success: true as const, data: json }
      : { success: false as const },
};

describe("proof socket client", () => {
  it("sends the request once open, passes progress on and resolves with the parsed answer", async () => {
    const server = fakeProofServer(() => [
      { type: "progress", progress: 10 },
      { type: "progress", progress: 60 },
      { type: "getBlockActions", txs: [] },
    ]);
    const progress: number[] = [];
    const answer = await requestProofSocket(server.open, "ws://proof", request, answerSchema, (p) =>
      progress.push(p),
    );
    expect(answer).toEqual({ type: "getBlockActions", txs: [] });
    expect(server.requests).toEqual([request]);
    expect(server.urls).toEqual(["ws://proof"]);
    expect(progress).toEqual([10, 60]);
    expect(server.closed).toBe(1);
  });

  it.each([
    [
      "the server's error",
      [{ type: "error", error: "Must supply block_to_prove number" }],
      "Must supply block_to_prove number",
    ],
    ["an answer of the wrong shape", [{ type: "proof" }], PROOF_ANSWER_INVALID],
    ["a message that is not JSON", ["{"], "The proof server sent a message that is not JSON"],
  ] as const)("rejects with %s", async (_, messages, error) => {
    const server = fakeProofServer(() => [...messages]);
    await expect(requestProofSocket(server.open, "ws://proof", request, answerSchema)).rejects.toThrow(error);
  });

  it("rejects when the socket closes before answering", async () => {
    const server = fakeProofServer(() => "close");
    await expect(requestProofSocket(server.open, "ws://proof", request, proofProgressSchema)).rejects.toThrow(
      PROOF_SOCKET_CLOSED,
    );
  });
});
