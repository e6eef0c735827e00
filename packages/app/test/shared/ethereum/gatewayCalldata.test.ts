import { Interface } from "ethers";
import { describe, expect, it } from "vitest";
import {
  decodeGetRpResult,
  encodePushEosTransaction,
  GET_RP_SELECTOR,
  PUSH_EOS_TRANSACTION_SELECTOR,
} from "../../../src/shared/ethereum/gatewayCalldata";

const gatewayAbi = new Interface([
  "function pushEosTransaction(uint64 rp, bytes actions)",
  "function getRp() view returns (uint64)",
]);

describe("UX EVM gateway calldata", () => {
  it("has the selectors of keccak256 of the signatures", () => {
    expect(PUSH_EOS_TRANSACTION_SELECTOR).toBe(gatewayAbi.getFunction("pushEosTransaction")?.selector);
    expect(GET_RP_SELECTOR).toBe(gatewayAbi.getFunction("getRp")?.selector);
  });

  it("encodes pushEosTransaction exactly as an ABI encoder does, for any rp and bytes", () => {
    for (const [rp, bytes] of [
      [0n, new Uint8Array([])],
      [5n, new Uint8Array([1, 2])],
      [(1n << 64n) - 1n, new Uint8Array(Array.from({ length: 70 }, (_, i) => i))],
      [123456789n, new Uint8Array(32).fill(0xff)],
    ] as const) {
      const hex = `0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
      expect(encodePushEosTransaction(rp, bytes)).toBe(
        gatewayAbi.encodeFunctionData("pushEosTransaction", [rp, hex]),
      );
    }
    expect(() => encodePushEosTransaction(1n << 64n, new Uint8Array())).toThrow(RangeError);
  });

  it("decodes getRp()'s word and refuses anything else", () => {
    expect(decodeGetRpResult(gatewayAbi.encodeFunctionResult("getRp", [42n]))).toBe(42n);
    expect(() => decodeGetRpResult("0x")).toThrow("getRp() returned 0x");
    expect(() => decodeGetRpResult(`0x${"f".repeat(64)}`)).toThrow("above uint64");
  });
});
