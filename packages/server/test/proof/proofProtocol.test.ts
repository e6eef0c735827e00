import { actionReceiptDigest } from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { parseProofRequest } from "../../src/proof/proofProtocol";

const DIGEST = "ab".repeat(32);
const RECEIPT = {
  receiver: "eosio.token",
  act_digest: "cd".repeat(32),
  global_sequence: 120,
  recv_sequence: "7",
  auth_sequence: [["alice", 3]],
  code_sequence: 1,
  abi_sequence: 1,
};

describe("proof socket requests", () => {
  it("accepts the public protocol's four request types", () => {
    expect(parseProofRequest(JSON.stringify({ type: "getDbStatus" }))).toEqual({
      request: { type: "getDbStatus" },
    });
    expect(parseProofRequest(JSON.stringify({ type: "getBlockActions", block_to_prove: 9 }))).toEqual({
      request: { type: "getBlockActions", block_to_prove: 9 },
    });
    expect(
      parseProofRequest(
        JSON.stringify({ type: "heavyProof", block_to_prove: 9, action_receipt_digest: DIGEST }),
      ),
    ).toEqual({ request: { type: "heavyProof", block_to_prove: 9, action_receipt_digest: DIGEST } });
    const light = parseProofRequest(
      JSON.stringify({
        type: "lightProof",
        block_to_prove: 9,
        last_proven_block: 12,
        action_receipt: RECEIPT,
      }),
    );
    if (!("request" in light) || light.request.type !== "lightProof") throw new Error("not parsed");
    expect(light.request.last_proven_block).toBe(12);
  });

  it("reads an action receipt's auth_sequence as pairs or objects, with the same digest", () => {
    const digestOf = (receipt: unknown) => {
      const parsed = parseProofRequest(
        JSON.stringify({ type: "heavyProof", block_to_prove: 5, action_receipt: receipt }),
      );
      if (!("request" in parsed) || parsed.request.type !== "heavyProof" || !parsed.request.action_receipt) {
        throw new Error("not parsed");
      }
      const r = parsed.request.action_receipt;
      return actionReceiptDigest({
        receiver: r.receiver,
        actDigest: r.act_digest,
        globalSequence: r.global_sequence,
        recvSequence: r.recv_sequence,
        authSequence: r.auth_sequence,
        codeSequence: r.code_sequence,
        abiSequence: r.abi_sequence,
      });
    };
    const asObjects = { ...RECEIPT, auth_sequence: [{ account: "alice", sequence: "3" }] };
    expect(digestOf(RECEIPT)).toBe(digestOf(asObjects));
    expect(digestOf({ ...RECEIPT, auth_sequence: [["alice", 4]] })).not.toBe(digestOf(RECEIPT));
  });

  it("answers bad requests with the error texts clients know", () => {
    expect(parseProofRequest("{not json")).toEqual({ error: "Message needs to be a stringified object" });
    expect(parseProofRequest("[1]")).toEqual({ error: "Message needs to be a stringified object" });
    expect(parseProofRequest(JSON.stringify({ type: "merkle" }))).toEqual({
      error: "Message needs to include request types: lightProof,heavyProof,getBlockActions,getDbStatus",
    });
    expect(parseProofRequest(JSON.stringify({ type: "heavyProof", block_to_prove: "12" }))).toEqual({
      error: "Must supply block_to_prove number",
    });
    expect(parseProofRequest(JSON.stringify({ type: "heavyProof", block_to_prove: 0 }))).toEqual({
      error: "Must supply block_to_prove number",
    });
    expect(parseProofRequest(JSON.stringify({ type: "lightProof", block_to_prove: 4 }))).toEqual({
      error: "Must supply last_proven_block number",
    });
    const badDigest = parseProofRequest(
      JSON.stringify({ type: "heavyProof", block_to_prove: 4, action_receipt_digest: "xyz" }),
    );
    expect(badDigest).toEqual({ error: "Invalid action_receipt_digest: must be 64 hex digits" });
    const badReceipt = parseProofRequest(
      JSON.stringify({
        type: "heavyProof",
        block_to_prove: 4,
        action_receipt: { ...RECEIPT, receiver: "Bad" },
      }),
    );
    expect(badReceipt).toEqual({ error: "Invalid action_receipt.receiver: must be an account name" });
  });
});
