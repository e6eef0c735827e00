import { describe, expect, it } from "vitest";
import { parseNetworkConfig } from "../../src/config/networkConfig";
import { DEVNET_SERVICES } from "./servicesFixture";

/* The devnet's admin accounts (development key) are a local network's only; any other network refuses them. */

const chain = {
  name: "ux",
  label: "UX Network",
  chain_id: "7578000000000000000000000000000000000000000000000000000000000001",
  type: "eosio",
  api: "http://127.0.0.1:8888",
  wallet: "anchor",
};
const admin = { chain: "ux", account: "eosio", permission: "active", privateKey: "5K..." };
const configOf = (network: string, extra: object = {}) => ({
  network,
  productName: "UX Network",
  chains: { ux: chain },
  services: DEVNET_SERVICES,
  ...extra,
});

describe("adminAccounts in a network config", () => {
  it("is read on the local network, in the test accounts' shape", () => {
    expect(parseNetworkConfig(configOf("local", { adminAccounts: [admin] })).adminAccounts).toEqual([admin]);
    expect(parseNetworkConfig(configOf("local")).adminAccounts).toBeUndefined();
  });

  it("is refused by testnet and mainnet configs, even empty", () => {
    for (const network of ["testnet", "mainnet"]) {
      expect(parseNetworkConfig(configOf(network)).network).toBe(network);
      for (const adminAccounts of [[admin], []])
        expect(() => parseNetworkConfig(configOf(network, { adminAccounts }))).toThrow(
          "Invalid network config: admin accounts are allowed on the local network only",
        );
    }
  });

  it("refuses a bridge token entry without its group", () => {
    const entry = {
      symbol: "EOS",
      decimals: 4,
      nativeTC: "eosio.token",
      pairedWrapTC: "ibc.wt.eos",
      sourceLockTC: "ibc.wt.eos",
      wrapLockContract: "ibc.wl.ux",
      pairedChainId: "656f730000000000000000000000000000000000000000000000000000000002",
      group: "wrapped",
    };
    const withTokens = (bridgeTokens: object[]) =>
      configOf("local", { chains: { ux: { ...chain, bridgeTokens } } });
    expect(parseNetworkConfig(withTokens([entry])).chains.ux?.bridgeTokens).toEqual([entry]);
    expect(() => parseNetworkConfig(withTokens([{ ...entry, group: undefined }]))).toThrow(
      "Invalid network config at chains.ux.bridgeTokens.0.group",
    );
  });
});
