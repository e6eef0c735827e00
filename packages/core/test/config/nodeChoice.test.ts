import { describe, expect, it } from "vitest";
import { type ChainConfig, type NetworkConfig, parseNetworkConfig } from "../../src/config/networkConfig";
import {
  chainEndpoints,
  chosenEndpoint,
  endpointVerdict,
  expectedChainId,
  isChoosable,
  medianMs,
  nodeChoicesOf,
  type ProbeSample,
  withChosenEndpoints,
} from "../../src/config/nodeChoice";

const UX_ID = "8FC6DCE7942189F842170DE953932B1F66693AD3788F766E777B6F9D22335C02";

function config(network: "testnet" | "mainnet" = "mainnet"): NetworkConfig {
  return parseNetworkConfig({
    network,
    productName: "UX Network",
    chains: {
      ux: {
        name: "ux",
        label: "UX Network",
        chain_id: UX_ID,
        type: "eosio",
        api: "https://a.ux.test",
        apis: ["https://b.ux.test", "https://a.ux.test", "https://c.ux.test", "https://b.ux.test"],
        wallet: "anchor",
      },
      eos: {
        name: "eos",
        label: "EOS",
        chain_id: "ee",
        type: "eosio",
        api: "https://eos.test",
        wallet: "anchor",
      },
      eth: {
        name: "eth",
        label: "Ethereum",
        chain_id: "1",
        type: "ethereum",
        api: "https://eth.test",
        wallet: "metamask",
        ethChainId: 1,
      },
    },
    services: {
      ammIndexer: "https://s.test/summary",
      chartIndex: "https://s.test/c",
      ammSocket: "https://s.test/a",
      stakeSocket: "https://s.test/s",
      swapSocket: "https://s.test/w",
    },
  });
}

describe("a chain's endpoints", () => {
  it("are the default first, then the alternatives, each once", () => {
    const ux = config().chains.ux as ChainConfig;
    expect(chainEndpoints(ux)).toEqual(["https://a.ux.test", "https://b.ux.test", "https://c.ux.test"]);
    expect(chainEndpoints({ api: "https://only.test" })).toEqual(["https://only.test"]);
  });

  it("are refused by the config schema when an alternative is not a URL", () => {
    const raw = JSON.parse(JSON.stringify(config()));
    raw.chains.ux.apis = ["https://b.ux.test", "not a url"];
    expect(() => parseNetworkConfig(raw)).toThrow(/chains\.ux\.apis\.1/);
  });
});

describe("the remembered choice", () => {
  const ux = { api: "https://a.ux.test", apis: ["https://b.ux.test"] };

  it("is used when it is one of that chain's endpoints", () => {
    expect(chosenEndpoint(ux, "https://b.ux.test")).toBe("https://b.ux.test");
    expect(chosenEndpoint(ux, "https://a.ux.test")).toBe("https://a.ux.test");
  });

  it("falls back to the default for anything else", () => {
    for (const remembered of [
      "https://evil.test",
      "https://b.ux.test/",
      "HTTPS://B.UX.TEST",
      "",
      null,
      undefined,
      42,
      ["https://b.ux.test"],
      { url: "https://b.ux.test" },
    ])
      expect(chosenEndpoint(ux, remembered), String(remembered)).toBe("https://a.ux.test");
  });

  it("applies per network and chain, leaving the rest of the config as it is", () => {
    const base = config("mainnet");
    const effective = withChosenEndpoints(base, {
      mainnet: { ux: "https://c.ux.test", eos: "https://b.ux.test" },
      testnet: { eth: "https://eth.test" },
    });
    expect(effective.chains.ux?.api).toBe("https://c.ux.test");
    expect(effective.chains.ux?.apis).toEqual(base.chains.ux?.apis);
    expect(effective.chains.ux?.chain_id).toBe(UX_ID);
    // Another chain's endpoint is not an endpoint of eos: refused.
    expect(effective.chains.eos).toBe(base.chains.eos);
    expect(effective.chains.eth).toBe(base.chains.eth);
    expect(effective.services).toBe(base.services);
    // The served config is never modified.
    expect(base.chains.ux?.api).toBe("https://a.ux.test");
  });

  it("uses another network's choices for that network only", () => {
    const base = config("testnet");
    expect(withChosenEndpoints(base, { mainnet: { ux: "https://c.ux.test" } })).toBe(base);
    expect(withChosenEndpoints(base, { testnet: { ux: "https://c.ux.test" } }).chains.ux?.api).toBe(
      "https://c.ux.test",
    );
  });

  it("keeps the config itself when nothing changes, whatever was stored", () => {
    const base = config();
    for (const stored of [
      {},
      null,
      "mainnet",
      [],
      { mainnet: null },
      { mainnet: ["https://c.ux.test"] },
      { mainnet: { ux: "https://a.ux.test" } },
      JSON.parse('{"__proto__": {"ux": "https://c.ux.test"}}'),
      { mainnet: JSON.parse('{"__proto__": "https://c.ux.test"}') },
    ])
      expect(withChosenEndpoints(base, stored), JSON.stringify(stored)).toBe(base);
  });
});

describe("the choices a config in force holds", () => {
  it("are the chains whose node is not the default, and nothing for the served config", () => {
    const base = config();
    expect(nodeChoicesOf(base, base)).toEqual({});
    const effective = withChosenEndpoints(base, { mainnet: { ux: "https://b.ux.test" } });
    expect(nodeChoicesOf(base, effective)).toEqual({ ux: "https://b.ux.test" });
    expect(withChosenEndpoints(base, { mainnet: nodeChoicesOf(base, effective) })).toEqual(effective);
  });
});

describe("measuring an endpoint", () => {
  const ok = (ms: number, chainId = "aa"): ProbeSample => ({ ok: true, chainId, ms });

  it("summarises the samples as their median in whole milliseconds", () => {
    expect(medianMs([30.4, 10.2, 20.6])).toBe(21);
    expect(medianMs([5, 900, 7, 6])).toBe(7);
    expect(medianMs([12.5])).toBe(13);
    expect(medianMs([])).toBeNull();
    expect(endpointVerdict("aa", [ok(40), ok(12), ok(2000)])).toEqual({ kind: "ok", ms: 40 });
  });

  it("expects nodeos' chain id in lowercase and Ethereum's as a decimal number", () => {
    const base = config();
    expect(expectedChainId(base.chains.ux as ChainConfig)).toBe(UX_ID.toLowerCase());
    expect(expectedChainId(base.chains.eth as ChainConfig)).toBe("1");
    expect(expectedChainId({ type: "ethereum", chain_id: "11155111" })).toBe("11155111");
  });

  it("calls an endpoint serving another chain wrong, however fast it answered", () => {
    expect(endpointVerdict("aa", [ok(5), ok(6, "bb"), ok(7)])).toEqual({ kind: "wrongChain", chainId: "bb" });
    expect(endpointVerdict("aa", [{ ok: false, reason: "timeout" }, ok(6, "bb")])).toEqual({
      kind: "wrongChain",
      chainId: "bb",
    });
  });

  it("calls an endpoint unreachable when any sample failed, or none was taken", () => {
    expect(endpointVerdict("aa", [ok(5), { ok: false, reason: "timed out after 5 s" }])).toEqual({
      kind: "unreachable",
      reason: "timed out after 5 s",
    });
    expect(endpointVerdict("aa", [])).toEqual({ kind: "unreachable", reason: "not measured" });
  });

  it("lets the user switch only to an endpoint measured to serve the chain, or back to the default", () => {
    expect(isChoosable(false, { kind: "ok", ms: 3 })).toBe(true);
    expect(isChoosable(false, { kind: "wrongChain", chainId: "bb" })).toBe(false);
    expect(isChoosable(false, { kind: "unreachable", reason: "x" })).toBe(false);
    expect(isChoosable(false, undefined)).toBe(false);
    expect(isChoosable(true, { kind: "unreachable", reason: "x" })).toBe(true);
  });
});
