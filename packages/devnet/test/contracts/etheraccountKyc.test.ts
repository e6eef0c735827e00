import { describe, expect, it } from "vitest";
import { ethAddressIndexKey } from "../../src/contracts/etheraccount/etheraccountContract";
import { chainErrorOf, createTestChain, testKey } from "../engine/support/testChain";

const ADDRESS_A = "0x52908400098527886E0F7030069857D2E4169EE7";
const ADDRESS_B = "0x8617e340b3d01fa5f11f306f4090fd50e238070d";

function setup() {
  const chain = createTestChain();
  const limits = { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 1_000_000n };
  for (const [name, contract] of [
    ["etheraccount", "etheraccount"],
    ["kyc.registry", "kyc"],
  ] as const) {
    chain.keys[name] = testKey(name);
    chain.engine.createAccount({ name, owner: chain.keys[name].toPublic().toString(), limits });
    chain.engine.deployContract(name, contract);
  }
  return chain;
}

describe("etheraccount", () => {
  it("links an address, finds it by the sha256 secondary index, refuses a second owner, unlinks", () => {
    const chain = setup();
    chain.pushBy("alice", "etheraccount", "link", { eos_account: "alice", eth_address: ADDRESS_A });
    chain.pushBy("etheraccount", "etheraccount", "create", { eos_account: "bob", eth_address: ADDRESS_B });
    const byAddress = (address: string) =>
      chain.engine.getTableRows({
        code: "etheraccount",
        scope: "etheraccount",
        table: "etheraccount",
        index_position: "2",
        key_type: "sha256",
        lower_bound: ethAddressIndexKey(address),
        json: true,
        upper_bound: ethAddressIndexKey(address),
        limit: 1,
      });
    expect(byAddress(ADDRESS_A)).toEqual({
      rows: [{ eos_account: "alice", eth_address: ADDRESS_A.toLowerCase() }],
      more: false,
      next_key: "",
    });
    expect(byAddress(ADDRESS_B).rows).toEqual([{ eos_account: "bob", eth_address: ADDRESS_B }]);
    expect(
      chainErrorOf(() =>
        chain.pushBy("carol", "etheraccount", "link", { eos_account: "carol", eth_address: ADDRESS_A }),
      ).message,
    ).toBe("assertion failure with message: address is already linked to another account");
    expect(
      chainErrorOf(() =>
        chain.pushBy("carol", "etheraccount", "link", { eos_account: "carol", eth_address: "0x1234" }),
      ).message,
    ).toBe("assertion failure with message: invalid Ethereum address");
    expect(
      chainErrorOf(() =>
        chain.pushBy("alice", "etheraccount", "create", { eos_account: "carol", eth_address: ADDRESS_B }),
      ).message,
    ).toBe("missing authority of etheraccount");
    chain.pushBy("alice", "etheraccount", "unlink", { eos_account: "alice" });
    expect(byAddress(ADDRESS_A).rows).toEqual([]);
  });
});

describe("KYC registry", () => {
  it("only the registry owner verifies and unverifies receivers", () => {
    const chain = setup();
    const verified = () =>
      chain.engine.getTableRows({
        code: "kyc.registry",
        scope: "kyc.registry",
        table: "verified",
        json: true,
      }).rows;
    expect(
      chainErrorOf(() => chain.pushBy("alice", "kyc.registry", "verify", { account: "alice" })).message,
    ).toBe("missing authority of kyc.registry");
    chain.pushBy("kyc.registry", "kyc.registry", "verify", { account: "bob" });
    expect(verified()).toEqual([{ account: "bob", verified_at: "2026-01-01T00:00:05" }]);
    chain.blocks.advance();
    expect(
      chainErrorOf(() => chain.pushBy("kyc.registry", "kyc.registry", "verify", { account: "bob" })).message,
    ).toBe("assertion failure with message: account is already verified");
    chain.pushBy("kyc.registry", "kyc.registry", "unverify", { account: "bob" });
    expect(verified()).toEqual([]);
  });
});
