import { describe, expect, it } from "vitest";
import { CONFIG_PATH, loadNetworkConfig } from "../../../src/shared/config/loadNetworkConfig";

const validConfig = {
  network: "local",
  productName: "UX Network",
  chains: {
    ux: {
      name: "ux",
      label: "UX Network",
      chain_id: "7578000000000000000000000000000000000000000000000000000000000001",
      type: "eosio",
      api: "http://127.0.0.1:8888",
      wallet: "anchor",
    },
  },
  services: {
    ammIndexer: "http://127.0.0.1:7001/summary",
    chartIndex: "http://127.0.0.1:7002",
    ammSocket: "http://127.0.0.1:7003",
    stakeSocket: "http://127.0.0.1:7004",
    swapSocket: "http://127.0.0.1:7005",
  },
};

function respond(init: { ok?: boolean; status?: number; json?: () => Promise<unknown> }) {
  const calls: Array<{ input: string; init?: RequestInit }> = [];
  const fetchFn = async (input: string, requestInit?: RequestInit) => {
    calls.push({ input, init: requestInit });
    return { ok: init.ok ?? true, status: init.status ?? 200, json: init.json ?? (async () => ({})) };
  };
  return { fetchFn, calls };
}

describe("loadNetworkConfig", () => {
  it("fetches /config.json uncached and returns the parsed config with defaults filled in", async () => {
    const { fetchFn, calls } = respond({ json: async () => validConfig });
    const config = await loadNetworkConfig(fetchFn);
    expect(CONFIG_PATH).toBe("/config.json");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toBe("/config.json");
    expect(calls[0]?.init?.cache).toBe("no-store");
    expect(config.services.ammIndexer).toBe("http://127.0.0.1:7001/summary");
    expect(config.chains.ux?.balances).toEqual([]);
    expect(config.testAccounts).toEqual([]);
  });

  it("explains an unreachable server", async () => {
    const fetchFn = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(loadNetworkConfig(fetchFn)).rejects.toThrow(
      "The network configuration could not be loaded: Failed to fetch",
    );
  });

  it("explains an HTTP error with its status", async () => {
    const { fetchFn } = respond({ ok: false, status: 502 });
    await expect(loadNetworkConfig(fetchFn)).rejects.toThrow(
      "The network configuration could not be loaded (HTTP 502).",
    );
  });

  it("explains a body that is not JSON", async () => {
    const { fetchFn } = respond({
      json: async () => {
        throw new SyntaxError("Unexpected token <");
      },
    });
    await expect(loadNetworkConfig(fetchFn)).rejects.toThrow("The network configuration is not valid JSON.");
  });

  it("names the first invalid field", async () => {
    const broken = { ...validConfig, services: { ...validConfig.services, ammIndexer: "not a url" } };
    const { fetchFn } = respond({ json: async () => broken });
    await expect(loadNetworkConfig(fetchFn)).rejects.toThrow(
      /^Invalid network config at services\.ammIndexer: /,
    );
  });
});
