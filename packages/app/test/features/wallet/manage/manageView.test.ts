import type { InstrumentHolding } from "@ux/core/stake";
import { describe, expect, it } from "vitest";
import type { ManageData } from "../../../../src/features/wallet/manage/manageReads";
import { manageViewOf } from "../../../../src/features/wallet/manage/manageView";
import { testConfig } from "../../../shared/config/testConfig";

const NOW = Date.UTC(2026, 10, 25, 10);
const pair: InstrumentHolding = {
  symbols: { utility: "UTXUTMH", capital: "UTXCTMH" },
  expiry: 202703,
  formatted: "MAR27",
  timestamp: Date.UTC(2027, 3, 1),
  utility: 1n,
  capital: 1n,
  decimals: 4,
};
const DEV = { contract: "eosio.token", symbol: "DEV", decimals: 4, issuer: "tokenissuer", available: 5n };

function config(stake: string | null = "stake.ux") {
  const base = testConfig();
  const ux = base.chains.ux;
  if (!ux) throw new Error("no ux");
  if (stake !== null) ux.stake = stake;
  ux.amm = "amm.ux";
  return base;
}
const data = (over: Partial<ManageData> = {}): ManageData => ({
  nowMs: NOW,
  utx: 0n,
  holdings: [],
  tokens: [DEV],
  ...over,
});

describe("manageViewOf", () => {
  it.each([
    ["an account with nothing: hidden", "alice", data(), false],
    ["UTX while an expiry is open: Split", "alice", data({ utx: 1n }), true],
    ["TU and TC of one expiry: Combine", "alice", data({ holdings: [pair] }), true],
    ["the issuer of DEV: Issue", "tokenissuer", data(), true],
    ["the exchange contract", "amm.ux", data(), true],
    ["the UTX token contract", "eosio.token", data(), true],
    ["acct1", "acct1", data(), true],
  ])("%s", (_what, account, read, visible) => {
    expect(manageViewOf(config(), account, read).visible).toBe(visible);
  });

  it("offers the open expiries with instrument symbols to split, nearest first, as 'MAR26' texts", () => {
    const view = manageViewOf(config(), "alice", data({ utx: 1n }));
    expect(view.splittable).toBe(true);
    expect(view.splitExpiries[0]).toEqual({ expiry: 202612, formatted: "DEC26" });
    expect(view.splitExpiries.at(-1)).toEqual({ expiry: 202912, formatted: "DEC29" });
    expect(view.issuable).toEqual([]);
  });

  it("offers no Split without a QuickStake contract, so UTX alone does not show the view", () => {
    const view = manageViewOf(config(null), "alice", data({ utx: 1n }));
    expect([view.splittable, view.splitExpiries, view.visible]).toEqual([false, [], false]);
  });

  it("lists the issuer's tokens with their supply left", () => {
    expect(manageViewOf(config(), "tokenissuer", data()).issuable).toEqual([DEV]);
  });
});
