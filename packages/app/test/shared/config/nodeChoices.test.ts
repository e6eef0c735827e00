import { describe, expect, it } from "vitest";
import {
  configInForce,
  NODE_CHOICES_STORAGE_KEY,
  storedNodeChoices,
  storeNodeChoices,
} from "../../../src/shared/config/configInForce";
import { readNodeChoices, rememberNodeChoice } from "../../../src/shared/config/nodeChoices";
import { memoryStorage } from "../memoryStorage";
import { testConfig } from "./testConfig";

/** The test config with a second ux node and a second eos node. */
function served() {
  const config = testConfig("local");
  (config.chains.ux as { apis?: string[] }).apis = ["http://127.0.0.1:8080/node/ux"];
  (config.chains.eos as { apis?: string[] }).apis = ["http://127.0.0.1:8080/node/eos"];
  return config;
}

const PROXY_UX = "http://127.0.0.1:8080/node/ux";

describe("the remembered node choices", () => {
  it("are read strictly: only URLs under a network and a chain", () => {
    expect(readNodeChoices(null)).toEqual({});
    expect(readNodeChoices("not json")).toEqual({});
    expect(readNodeChoices('["x"]')).toEqual({});
    expect(readNodeChoices('"local"')).toEqual({});
    expect(
      readNodeChoices(
        JSON.stringify({ local: { ux: PROXY_UX, eos: 5, wax: null }, mainnet: "x", testnet: [] }),
      ),
    ).toEqual({ local: { ux: PROXY_UX } });
    const polluted = readNodeChoices('{"__proto__": {"ux": "x"}, "local": {"__proto__": "y"}}');
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).ux).toBeUndefined();
  });

  it("put nothing in force when none is stored or storage is blocked: the served config itself", async () => {
    const config = served();
    expect(await configInForce(config, memoryStorage())).toBe(config);
    expect(await configInForce(config, null)).toBe(config);
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(await configInForce(config, blocked)).toBe(config);
  });

  it("put a stored choice in force at start, and only one the config lists for that chain", async () => {
    const config = served();
    const storage = memoryStorage({
      [NODE_CHOICES_STORAGE_KEY]: JSON.stringify({
        local: { ux: PROXY_UX, eos: PROXY_UX, eth: "https://evil.test" },
      }),
    });
    const inForce = await configInForce(config, storage);
    expect(inForce.chains.ux?.api).toBe(PROXY_UX);
    expect(inForce.chains.eos?.api).toBe("http://127.0.0.1:8889");
    expect(inForce.chains.eth?.api).toBe("http://127.0.0.1:8545");
    expect(config.chains.ux?.api).toBe("http://127.0.0.1:8888");
  });

  it("are remembered per network and chain, other networks' kept, and choosing the default forgets", () => {
    const config = served();
    const stored = JSON.stringify({ mainnet: { ux: "https://b.ux.test" } });
    const chosen = rememberNodeChoice(stored, config, config, "ux", PROXY_UX);
    expect(chosen.config.chains.ux?.api).toBe(PROXY_UX);
    const both = rememberNodeChoice(
      chosen.stored,
      config,
      chosen.config,
      "eos",
      "http://127.0.0.1:8080/node/eos",
    );
    expect(JSON.parse(both.stored)).toEqual({
      mainnet: { ux: "https://b.ux.test" },
      local: { ux: PROXY_UX, eos: "http://127.0.0.1:8080/node/eos" },
    });
    const back = rememberNodeChoice(both.stored, config, both.config, "ux", "http://127.0.0.1:8888");
    expect(back.config.chains.ux?.api).toBe("http://127.0.0.1:8888");
    expect(JSON.parse(back.stored).local).toEqual({ eos: "http://127.0.0.1:8080/node/eos" });
  });

  it("refuse a URL the config does not list for the chain, changing nothing", () => {
    const config = served();
    const refused = rememberNodeChoice(null, config, config, "ux", "https://evil.test");
    expect(refused.config).toBe(config);
    expect(JSON.parse(refused.stored)).toEqual({ local: {} });
  });

  it("are read and written under their key, a blocked or full storage changing nothing", () => {
    const storage = memoryStorage();
    storeNodeChoices('{"local":{}}', storage);
    expect(storage.items.get(NODE_CHOICES_STORAGE_KEY)).toBe('{"local":{}}');
    expect(storedNodeChoices(storage)).toBe('{"local":{}}');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeNodeChoices("{}", full)).not.toThrow();
    expect(storedNodeChoices(null)).toBeNull();
  });
});
