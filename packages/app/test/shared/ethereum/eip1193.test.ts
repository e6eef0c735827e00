import { describe, expect, it } from "vitest";
import {
  hexChainId,
  injectedProvider,
  parseChainId,
  providerErrorCode,
  providerErrorMessage,
} from "../../../src/shared/ethereum/eip1193";

describe("EIP-1193 helpers", () => {
  it("finds window.ethereum only when it can answer requests", () => {
    const provider = { request: async () => null };
    expect(injectedProvider({ ethereum: provider })).toBe(provider);
    expect(injectedProvider({})).toBeNull();
    expect(injectedProvider({ ethereum: { isMetaMask: true } })).toBeNull();
  });

  it("writes and reads chain ids as wallets report them", () => {
    expect(hexChainId(71)).toBe("0x47");
    expect(hexChainId(11155111)).toBe("0xaa36a7");
    expect(() => hexChainId(0)).toThrow(RangeError);
    expect(parseChainId("0x47")).toBe(71);
    expect(parseChainId("71")).toBe(71);
    expect(parseChainId(1)).toBe(1);
    expect(parseChainId("0xZZ")).toBeNaN();
  });

  it("reads codes and texts from Error and plain-object errors", () => {
    expect(providerErrorCode({ code: 4001, message: "User rejected the request." })).toBe(4001);
    expect(providerErrorCode(new Error("x"))).toBeUndefined();
    expect(providerErrorMessage({ code: -32603, message: "Internal error" })).toBe("Internal error");
    expect(providerErrorMessage("text")).toBe("text");
  });
});
