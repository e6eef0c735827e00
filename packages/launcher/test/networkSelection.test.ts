import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localPorts } from "../src/localPorts";
import { loadNetworkConfig } from "../src/networkSelection";

describe("network configs", () => {
  it("local names every devnet endpoint, offset from the ports table", async () => {
    const config = await loadNetworkConfig("local", localPorts(8080));
    expect(Object.keys(config.chains)).toEqual(["ux", "eos", "wax", "telos", "eth"]);
    expect(config.chains.wax?.balances).toEqual([{ contract: "eosio.token", symbol: "WAX", decimals: 8 }]);
    expect(config.chains.ux?.amm).toBe("amm.ux");
    expect(config.services.ammIndexer).toBe("http://127.0.0.1:8700/summary");
    const shifted = await loadNetworkConfig("local", localPorts(9090, 9888));
    expect(shifted.chains.ux?.api).toBe("http://127.0.0.1:9888");
    expect(shifted.services.ammSocket).toBe("http://127.0.0.1:9702");
  });

  it("mainnet has the spec's chain set ux, eos, wax, telos, eth", async () => {
    const config = await loadNetworkConfig("mainnet", localPorts());
    expect(Object.keys(config.chains)).toEqual(["ux", "eos", "wax", "telos", "eth"]);
    expect(config.chains.eth?.ethChainId).toBe(1);
    expect(config.testAccounts).toEqual([]);
  });

  it("testnet has the spec's test set ux, jungle4, telostestnet, waxtestnet and Sepolia", async () => {
    const config = await loadNetworkConfig("testnet", localPorts());
    expect(Object.keys(config.chains).sort()).toEqual(["eth", "jungle4", "telostestnet", "ux", "waxtestnet"]);
    expect(config.chains.eth?.ethChainId).toBe(11155111);
    expect(config.chains.jungle4?.chain_id).toBe(
      "73e4385a2708e6d7048834fbc1079f2fabb17b3c125b146af438971e90716c4d",
    );
  });

  it("refuses a config file that is not a valid network config, naming the field", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ux-config-"));
    const file = join(dir, "bad.json");
    await writeFile(file, JSON.stringify({ network: "mainnet", productName: "x", chains: {}, services: {} }));
    await expect(loadNetworkConfig("mainnet", localPorts(), file)).rejects.toThrow(
      /Invalid network config at services\./,
    );
  });
});
