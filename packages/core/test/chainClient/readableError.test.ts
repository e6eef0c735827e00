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

describe("readable transaction errors", () => {
  it("turns the node's insufficient RAM detail into the RAM dialog's KB needed", () => {
    const error = refused(
      "ram_usage_exceeded",
      3080001,
      "account alice has insufficient ram; needs 5234 bytes has 1000 bytes",
    );
    expect(readableTransactionError(error)).toEqual({
      kind: "insufficientRam",
      account: "alice",
      missingBytes: 4234n,
      // ceil(4234 / 1024) = 5
      kbNeeded: 5n,
      message: "account alice has insufficient ram; needs 5234 bytes has 1000 bytes",
    });
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

  it("offers 'Stake 50 UTX to CPU' for the maximum billable CPU error", () => {
    const error = refused(
      "tx_cpu_usage_exceeded",
      3080004,
      "billed CPU time (1200 us) is greater than the maximum billable CPU time for the transaction (400 us)",
    );
    expect(readableTransactionError(error)).toEqual({
      kind: "cpu",
      fixLabel: "Stake 50 UTX to CPU",
      message:
        "billed CPU time (1200 us) is greater than the maximum billable CPU time for the transaction (400 us)",
    });
    expect(STAKE_CPU_ACTION).toBe("Stake 50 UTX to CPU");
  });

  it("offers 'Stake 50 UTX to NET' for the NET limit, by the spec's words or nodeos' own", () => {
    expect(readableTransactionError(new Error("greater than the maximum billable NET"))).toMatchObject({
      kind: "net",
      fixLabel: "Stake 50 UTX to NET",
    });
    const error = refused("tx_net_usage_exceeded", 3080002, "transaction net usage is too high: 2048 > 1024");
    expect(readableTransactionError(error)).toEqual({
      kind: "net",
      fixLabel: STAKE_NET_ACTION,
      message: "transaction net usage is too high: 2048 > 1024",
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

  it("does not mistake a node error that mentions a user for a refusal", () => {
    const error = refused(
      "eosio_assert_message_exception",
      3050003,
      "assertion failure with message: user rejected",
    );
    expect(readableTransactionError(error)).toEqual({
      kind: "failed",
      message: "assertion failure with message: user rejected",
    });
  });

  it("shows any other error's text as it is (the 'Transaction Failed' dialog)", () => {
    const error = refused(
      "eosio_assert_message_exception",
      3050003,
      "assertion failure with message: overdrawn balance",
    );
    expect(readableTransactionError(error)).toEqual({
      kind: "failed",
      message: "assertion failure with message: overdrawn balance",
    });
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
