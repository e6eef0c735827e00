import type { NetworkConfig } from "@ux/core/config";
import { describe, expect, it } from "vitest";
import {
  bridgeChainOptions,
  bridgeTokensBetween,
  presetPair,
} from "../../../src/features/bridge/bridgeChoices";
import { proofTargetOf } from "../../../src/features/bridge/bridgeTargets";

const token = (symbol: string, pairedChainId: string, group: "native" | "wrapped") => ({
  symbol,
  decimals: 4,
  nativeTC: "eosio.token",
  pairedWrapTC: "ibc.wt.ux",
  sourceLockTC: group === "native" ? "eosio.token" : "ibc.wt.ux",
  wrapLockContract: "ibc.wl.eos",
  pairedChainId,
  group,
});
const chain = (name: string, label: string, extra: object = {}) => ({
  name,
  label,
  chain_id: `${name}-id`,
  type: "eosio",
  bridgeChainName: name,
  bridgeContract: "ibc.prove",
  ...extra,
});
const bridgeConfig = {
  chains: {
    ux: chain("ux", "UX Network", {
      bridgeTokens: [
        token("UTX", "eos-id", "native"),
        token("EOS", "eos-id", "wrapped"),
        token("UTX", "wax-id", "native"),
      ],
    }),
    eos: chain("eos", "EOS"),
    wax: chain("wax", "WAX"),
    eth: { name: "eth", label: "Ethereum", chain_id: "1", type: "ethereum" },
  },
} as unknown as NetworkConfig;

describe("bridge choices", () => {
  it("offers the Antelope chains with a bridge name", () => {
    expect(bridgeChainOptions(bridgeConfig).map((c) => c.label)).toEqual(["UX Network", "EOS", "WAX"]);
  });

  it("lists the source's tokens paired with the destination", () => {
    expect(bridgeTokensBetween(bridgeConfig, "ux", "eos").map((t) => `${t.symbol}:${t.group}`)).toEqual([
      "UTX:native",
      "EOS:wrapped",
    ]);
    expect(bridgeTokensBetween(bridgeConfig, "eos", "ux")).toEqual([]);
  });

  it("proves a native token on the paired wraptoken and a wrapped one on the lock", () => {
    const [utx, eos] = bridgeTokensBetween(bridgeConfig, "ux", "eos");
    expect(utx && proofTargetOf(bridgeConfig, "eos", utx)).toEqual({
      prover: "ibc.prove",
      contract: "ibc.wt.ux",
      group: "native",
    });
    expect(eos && proofTargetOf(bridgeConfig, "eos", eos)).toEqual({
      prover: "ibc.prove",
      contract: "ibc.wl.eos",
      group: "wrapped",
    });
  });
});

describe("a link's preset", () => {
  const chains = bridgeChainOptions(bridgeConfig);
  it("sends the named token to the named chain from the first chain that can", () => {
    expect(presetPair(bridgeConfig, chains, "eos", "EOS")).toEqual({ source: "ux", destination: "eos" });
  });
  it.each([
    [null, "EOS"],
    ["eos", null],
    ["eth", "EOS"],
    ["eos", "WAX"],
  ])("has none for to=%s token=%s", (to, token) => {
    expect(presetPair(bridgeConfig, chains, to, token)).toBeNull();
  });
});
