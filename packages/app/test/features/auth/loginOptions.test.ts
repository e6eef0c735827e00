import { describe, expect, it } from "vitest";
import {
  defaultAnchorApp,
  loginNetworks,
  offersTestAccounts,
  prefersMobileWallet,
  walletForChain,
} from "../../../src/features/auth/loginOptions";
import { testConfig } from "../../shared/config/testConfig";

const key = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3";

function withTestAccounts(network: "local" | "testnet" = "local") {
  return {
    ...testConfig(network),
    testAccounts: [
      { chain: "ux", account: "alice", permission: "active", privateKey: key },
      { chain: "eos", account: "bob", permission: "active", privateKey: key },
    ],
  };
}

describe("login network chooser", () => {
  it("offers Anchor the native network first, then the other EOSIO chains", () => {
    expect(loginNetworks(testConfig(), "anchor").map((n) => [n.chain, n.kind])).toEqual([
      ["ux", "native"],
      ["eos", "eosio"],
    ]);
  });

  it("offers the browser wallet the native network (chain id 71) and Ethereum", () => {
    expect(loginNetworks(testConfig(), "metamask").map((n) => [n.chain, n.label, n.kind])).toEqual([
      ["ux", "UX Network", "native"],
      ["eth", "Ethereum (devnet)", "ethereum"],
    ]);
  });

  it("lists test accounts per chain on the local network only", () => {
    const networks = loginNetworks(withTestAccounts(), "testAccount");
    expect(networks.map((n) => [n.chain, n.testAccounts.map((a) => a.account)])).toEqual([
      ["ux", ["alice"]],
      ["eos", ["bob"]],
    ]);
    expect(offersTestAccounts(withTestAccounts())).toBe(true);
    expect(offersTestAccounts(testConfig())).toBe(false);
    expect(offersTestAccounts(withTestAccounts("testnet"))).toBe(false);
    expect(loginNetworks(withTestAccounts("testnet"), "testAccount")).toEqual([]);
  });

  it("a chain's 'Connect Wallet' offers the browser wallet on Ethereum, test accounts locally, else Anchor", () => {
    expect(walletForChain(withTestAccounts(), "eth")).toBe("metamask");
    expect(walletForChain(testConfig("testnet"), "eth")).toBe("metamask");
    expect(walletForChain(withTestAccounts(), "eos")).toBe("testAccount");
    expect(walletForChain(testConfig("testnet"), "eos")).toBe("anchor");
  });

  it("defaults the wallet app to the mobile one after utm_source=tokenpocket", () => {
    expect(defaultAnchorApp(true)).toBe("mobile");
    expect(defaultAnchorApp(false)).toBe("desktop");
  });
});

describe("landing URL parameters", () => {
  it("utm_source=tokenpocket asks for the mobile wallet app", () => {
    expect(prefersMobileWallet("?utm_source=tokenpocket")).toBe(true);
    expect(prefersMobileWallet("?ref=abcdefghijkl&utm_source=tokenpocket")).toBe(true);
    expect(prefersMobileWallet("?utm_source=other")).toBe(false);
    expect(prefersMobileWallet("")).toBe(false);
  });
});
