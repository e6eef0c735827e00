import { describe, expect, it } from "vitest";
import { NodeosError } from "../../src/chainClient/nodeosError";
import {
  kbForBytes,
  parseRamShortfall,
  readableTransactionError,
  STAKE_CPU_ACTION,
  STAKE_NET_ACTION,
  USER_REJECTED_SIGNATURE,
} from "../../src/chainClient/readableError";
import { type TransactionError, toTransactionError } from "../../src/chainClient/transactionError";
import { nodeosErrorJson } from "./fakeFetch";

function refused(name: string, code: number, message: string): TransactionError {
  return toTransactionError(
    new NodeosError(500, nodeosErrorJson(name, code, message), "/v1/chain/send_transaction"),
  );
}

/** A node's refusal (exception name, code, detail) and the readable error it must become, less its message (the detail). */
const NODE_REFUSALS: [title: string, name: string, code: number, detail: string, readable: object][] = [
  [
    "turns the node's insufficient RAM detail into the RAM dialog's KB needed",
    "ram_usage_exceeded",
    3080001,
    "account alice has insufficient ram; needs 5234 bytes has 1000 bytes",
    // ceil(4234 / 1024) = 5
    { kind: "insufficientRam", account: "alice", missingBytes: 4234n, kbNeeded: 5n },
  ],
  [
    "offers 'Stake 50 UTX to CPU' for the maximum billable CPU error",
    "tx_cpu_usage_exceeded",
    3080004,
    "billed CPU time (1200 us) is greater than the maximum billable CPU time for the transaction (400 us)",
    { kind: "cpu", fixLabel: "Stake 50 UTX to CPU" },
  ],
  [
    "offers 'Stake 50 UTX to NET' for nodeos' own NET limit error",
    "tx_net_usage_exceeded",
    3080002,
    "transaction net usage is too high: 2048 > 1024",
    { kind: "net", fixLabel: STAKE_NET_ACTION },
  ],
  [
    "does not mistake a node error that mentions a user for a refusal",
    "eosio_assert_message_exception",
    3050003,
    "assertion failure with message: user rejected",
    { kind: "failed" },
  ],
  [
    "shows any other error's text as it is (the 'Transaction Failed' dialog)",
    "eosio_assert_message_exception",
    3050003,
    "assertion failure with message: overdrawn balance",
    { kind: "failed" },
  ],
];

describe("readable transaction errors", () => {
  it.each(NODE_REFUSALS)("%s", (_title, name, code, detail, readable) => {
    expect(readableTransactionError(refused(name, code, detail))).toEqual({ ...readable, message: detail });
  });

  it("rounds KB up only past a whole KB", () => {
    expect(kbForBytes(1n)).toBe(1n);
    expect(kbForBytes(1024n)).toBe(1n);
    expect(kbForBytes(1025n)).toBe(2n);
    expect(kbForBytes(0n)).toBe(0n);
    expect(parseRamShortfall("account bob.x has insufficient ram; needs 3072 bytes has 1024 bytes")).toEqual({
      account: "bob.x",
      missingBytes: 2048n,
    });
    expect(parseRamShortfall("something else")).toBeNull();
  });

  it("labels the CPU and NET fixes, and knows the NET limit by the spec's words too", () => {
    expect(STAKE_CPU_ACTION).toBe("Stake 50 UTX to CPU");
    expect(readableTransactionError(new Error("greater than the maximum billable NET"))).toMatchObject({
      kind: "net",
      fixLabel: "Stake 50 UTX to NET",
    });
  });

  it("says 'User rejected signature' for every wallet's refusal", () => {
    for (const refusal of [
      { code: 4001, message: "MetaMask Tx Signature: User denied transaction signature." },
      new Error("User canceled request"),
      new Error("The request was not completed."),
      "Modal closed",
    ]) {
      expect(readableTransactionError(toTransactionError(refusal))).toEqual({
        kind: "rejected",
        message: USER_REJECTED_SIGNATURE,
      });
    }
    expect(USER_REJECTED_SIGNATURE).toBe("User rejected signature");
  });

  it("shows plain text as it is", () => {
    expect(readableTransactionError("plain text")).toEqual({ kind: "failed", message: "plain text" });
  });

  it("keeps the first detail message, falling back to what and to the HTTP message", () => {
    const body = {
      code: 500,
      message: "Internal Service Error",
      error: { code: 1, name: "x", what: "What", details: [] },
    };
    expect(toTransactionError(new NodeosError(500, body, "/p")).message).toBe("What");
    expect(toTransactionError(new NodeosError(502, { message: "Bad Gateway" }, "/p")).message).toBe(
      "Bad Gateway",
    );
    expect(toTransactionError(new NodeosError(502, {}, "/p")).message).toBe("/p failed with HTTP 502");
    expect(toTransactionError({ message: "from a wallet" }).message).toBe("from a wallet");
    expect(toTransactionError(42).message).toBe("42");
  });
});
