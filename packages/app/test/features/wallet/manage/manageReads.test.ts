import { describe, expect, it } from "vitest";
import { fetchManageData, utxTokenOf } from "../../../../src/features/wallet/manage/manageReads";
import { testConfig } from "../../../shared/config/testConfig";
import { fakeUxNode } from "./fakeUxNode";

function config() {
  const base = testConfig();
  const ux = base.chains.ux;
  if (!ux) throw new Error("no ux");
  ux.stake = "stake.ux";
  ux.balances = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "eosio.token", symbol: "DEV", decimals: 4 },
    { contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 },
  ];
  return base;
}

const node = () =>
  fakeUxNode({
    balances: {
      "eosio.token": { alice: ["12.5000 UTX", "3.0000 DEV"] },
      "stake.ux": { alice: ["5.0000 UTXCTMH", "5.0000 UTXUTMH", "0.0000 UTXCTDG", "1.0000 ABCDEFG"] },
    },
    stats: {
      "eosio.token:UTX": { supply: "1000.0000 UTX", max_supply: "10000.0000 UTX", issuer: "eosio" },
      "eosio.token:DEV": { supply: "1000.0000 DEV", max_supply: "1000000.0000 DEV", issuer: "tokenissuer" },
    },
  });

describe("the manage view's reads", () => {
  it("reads the chain's time, UTX, the instruments by expiry and the 3-letter tokens' issuers", async () => {
    const { fetchFn, requests } = node();
    const lines: string[] = [];
    const data = await fetchManageData(config(), "alice", (line) => lines.push(line), fetchFn);
    expect(data.nowMs).toBe(Date.UTC(2026, 10, 25, 10));
    expect(data.utx).toBe(12_5000n);
    expect(data.holdings).toEqual([
      {
        symbols: { utility: "UTXUTMH", capital: "UTXCTMH" },
        expiry: 202703,
        formatted: "MAR27",
        timestamp: Date.UTC(2027, 3, 1),
        utility: 5_0000n,
        capital: 5_0000n,
        decimals: 4,
      },
    ]);
    expect(data.tokens).toEqual([
      { contract: "eosio.token", symbol: "UTX", decimals: 4, issuer: "eosio", available: 9000_0000n },
      {
        contract: "eosio.token",
        symbol: "DEV",
        decimals: 4,
        issuer: "tokenissuer",
        available: 999_000_0000n,
      },
    ]);
    // UTXRAM is no 3-letter token: its stat is never read; EOS has none on this node.
    expect(requests.filter((r) => r.startsWith("/v1/chain/get_table_rows")).sort()).toEqual([
      "/v1/chain/get_table_rows eosio.token",
      "/v1/chain/get_table_rows eosio.token",
      "/v1/chain/get_table_rows ibc.wt.eos",
    ]);
    expect(lines).toEqual([]);
  });

  it("counts failed balance and stat lookups as nothing, with a log line each", async () => {
    const { fetchFn, state } = node();
    state.failing = new Set(["stake.ux", "ibc.wt.eos"]);
    const lines: string[] = [];
    const data = await fetchManageData(config(), "alice", (line) => lines.push(line), fetchFn);
    expect(data.holdings).toEqual([]);
    expect(data.tokens.map((token) => token.symbol)).toEqual(["UTX", "DEV"]);
    expect(lines.sort()).toEqual([
      "balance lookup failed for alice on stake.ux; showing none",
      "stat lookup failed for EOS on ibc.wt.eos",
    ]);
  });

  it("fails without the chain's time: expiries open and end by it", async () => {
    const { fetchFn, state } = node();
    state.infoDown = true;
    await expect(fetchManageData(config(), "alice", () => {}, fetchFn)).rejects.toThrow();
  });

  it("reads no instruments without a QuickStake contract, and UTX from the config's token", async () => {
    const { fetchFn, requests } = node();
    const without = config();
    delete (without.chains.ux as { stake?: string }).stake;
    const data = await fetchManageData(without, "alice", () => {}, fetchFn);
    expect(data.holdings).toEqual([]);
    expect(requests).not.toContain("/v1/chain/get_currency_balance stake.ux");
    expect(utxTokenOf(without)).toEqual({ contract: "eosio.token", symbol: "UTX", decimals: 4 });
  });
});
