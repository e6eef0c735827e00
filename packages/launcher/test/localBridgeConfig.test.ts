import { parseNetworkConfig } from "@ux/core/config";
import { DEVNET_CHAIN_IDS } from "@ux/devnet/genesis/chainIds";
import { developmentKey } from "@ux/devnet/genesis/developmentKey";
import { describe, expect, it } from "vitest";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";
import { loadNetworkConfig } from "../src/networkSelection";

describe("the local network's config: the bridge and the devnet's administration", () => {
  const config = parseNetworkConfig(localNetworkConfig(localPorts(8080)));

  it("offers ux's UTX and UTXRAM (lock) and eos' EOS (retire of ibc.wt.eos, the AMM's EOS) between ux and eos", () => {
    const toEos = config.chains.ux?.bridgeTokens?.filter((t) => t.pairedChainId === DEVNET_CHAIN_IDS.eos);
    expect(toEos).toEqual([
      {
        symbol: "UTX",
        decimals: 4,
        nativeTC: "eosio.token",
        pairedWrapTC: "ibc.wt.ux",
        sourceLockTC: "eosio.token",
        wrapLockContract: "ibc.wl.eos",
        pairedChainId: DEVNET_CHAIN_IDS.eos,
        group: "native",
      },
      expect.objectContaining({ symbol: "UTXRAM", group: "native", wrapLockContract: "ibc.wl.eos" }),
      {
        symbol: "EOS",
        decimals: 4,
        nativeTC: "eosio.token",
        pairedWrapTC: "ibc.wt.eos",
        sourceLockTC: "ibc.wt.eos",
        wrapLockContract: "ibc.wl.ux",
        pairedChainId: DEVNET_CHAIN_IDS.eos,
        group: "wrapped",
      },
    ]);
    expect(config.chains.ux?.balances).toContainEqual({ contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 });
    const waxOnTelos = config.chains.telos?.bridgeTokens?.find((t) => t.symbol === "WAX");
    expect(waxOnTelos).toMatchObject({ decimals: 8, pairedWrapTC: "ibc.wt.wax", group: "wrapped" });
    // Every chain to each of the three others.
    expect(config.chains.wax?.bridgeTokens).toHaveLength(3 * 1 + 2 + 1 + 1);
  });

  it("lists the development key's accounts apart from the test accounts", () => {
    const admin = config.adminAccounts ?? [];
    expect(admin).toContainEqual({
      chain: "eos",
      account: "ibc.wl.ux",
      permission: "active",
      privateKey: developmentKey().toWif(),
    });
    expect(new Set(admin.map((a) => a.privateKey))).toEqual(new Set([developmentKey().toWif()]));
    expect(config.testAccounts.some((a) => a.privateKey === developmentKey().toWif())).toBe(false);
  });

  it("never lists them on testnet or mainnet", async () => {
    for (const network of ["testnet", "mainnet"] as const)
      expect((await loadNetworkConfig(network, localPorts())).adminAccounts).toBeUndefined();
  });
});
