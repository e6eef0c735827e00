import { describe, expect, it } from "vitest";
import { etherAccountQuery, linkedAccount } from "../../src/auth/etherAccountMapping";

describe("etheraccount lookup", () => {
  const address = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";

  it("queries the address index with the address right-aligned in 32 bytes", () => {
    expect(etherAccountQuery(address)).toEqual({
      code: "etheraccount",
      scope: "etheraccount",
      table: "etheraccount",
      index_position: "2",
      key_type: "sha256",
      lower_bound: `${"0".repeat(24)}abcdef0123456789abcdef0123456789abcdef01`,
      upper_bound: `${"0".repeat(24)}abcdef0123456789abcdef0123456789abcdef01`,
      limit: 1,
    });
    expect(() => etherAccountQuery("0x123")).toThrow(RangeError);
  });

  it("reads rows[0].eos_account only when the row names this very address", () => {
    expect(linkedAccount([{ eos_account: "alice", eth_address: address.toLowerCase() }], address)).toBe(
      "alice",
    );
    expect(linkedAccount([], address)).toBeNull();
    expect(
      linkedAccount([{ eos_account: "mallory", eth_address: `0x${"1".repeat(40)}` }], address),
    ).toBeNull();
    expect(linkedAccount([{ eos_account: "NOT.VALID", eth_address: address }], address)).toBeNull();
  });
});
