import type { FetchFunction } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import {
  balanceRows,
  expiryFormattedOf,
  refreshWalletBalances,
  walletChains,
} from "../../../src/features/wallet/walletBalances";
import { testConfig } from "../../shared/config/testConfig";

function configWithBalances() {
  const config = testConfig();
  const ux = config.chains.ux;
  const eos = config.chains.eos;
  if (!ux || !eos) throw new Error("test config lacks chains");
  ux.balances = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "lptoken.ux", symbol: "LP", decimals: 4 },
  ];
  eos.balances = [{ contract: "eosio.token", symbol: "EOS", decimals: 4 }];
  config.chains.wax = {
    ...eos,
    name: "wax",
    label: "WAX",
    api: "http://127.0.0.1:8890",
    balances: [{ contract: "eosio.token", symbol: "WAX", decimals: 8 }],
  };
  return config;
}

describe("Wallet page balances", () => {
  it("has a section for every chain except Ethereum", () => {
    expect(walletChains(configWithBalances())).toEqual(["eos", "ux", "wax"]);
  });

  it("shows non-zero balances only, to 4 decimals rounded down", () => {
    expect(
      balanceRows([
        { contract: "eosio.token", symbol: "UTX", decimals: 4, units: 123_456n },
        { contract: "eosio.token", symbol: "UTXRAM", decimals: 4, units: 0n },
        { contract: "eosio.token", symbol: "WAX", decimals: 8, units: 1_234_567_899n },
        { contract: "eosio.token", symbol: "WAX", decimals: 8, units: 9_999n },
      ]),
    ).toEqual([
      { symbol: "UTX", contract: "eosio.token", amount: "12.3456" },
      { symbol: "WAX", contract: "eosio.token", amount: "12.3456" },
      { symbol: "WAX", contract: "eosio.token", amount: "0.0000" },
    ]);
  });

  it("refreshes every logged-in EOSIO chain with one request per token contract", async () => {
    const config = configWithBalances();
    const urls: string[] = [];
    const fetchFn: FetchFunction = async (url, init) => {
      urls.push(`${new URL(url).port} ${JSON.parse(init.body ?? "{}").code}`);
      const code = JSON.parse(init.body ?? "{}").code;
      const answer =
        url.includes("8888") && code === "eosio.token"
          ? ["5.0000 UTX", "0.5000 UTXRAM"]
          : url.includes("8890")
            ? ["1.00000000 WAX"]
            : [];
      return { ok: true, status: 200, json: async () => answer };
    };
    const balances = await refreshWalletBalances(
      config,
      [
        { chain: "ux", account: "alice" },
        { chain: "wax", account: "alice" },
        { chain: "eth", account: "0xabc" },
      ],
      () => {},
      fetchFn,
    );
    expect(urls.sort()).toEqual(["8888 eosio.token", "8888 lptoken.ux", "8890 eosio.token"]);
    expect(balances.ux?.map((b) => [b.symbol, b.units])).toEqual([
      ["UTX", 50_000n],
      ["UTXRAM", 5_000n],
      ["LP", 0n],
    ]);
    expect(balances.wax?.map((b) => [b.symbol, b.units, b.decimals])).toEqual([["WAX", 100_000_000n, 8]]);
    expect(balances.eth).toBeUndefined();
  });

  it("shows an instrument's expiry as month and 2-digit year, and nothing for a plain token", () => {
    expect(
      balanceRows([
        { contract: "stake.ux", symbol: "UTXUTMG", decimals: 4, units: 5_0000n },
        { contract: "stake.ux", symbol: "UTXCTDJ", decimals: 4, units: 1n },
        { contract: "eosio.token", symbol: "UTXRAM", decimals: 4, units: 1n },
      ]),
    ).toEqual([
      { symbol: "UTXUTMG", contract: "stake.ux", amount: "5.0000", expiryFormatted: "MAR26" },
      { symbol: "UTXCTDJ", contract: "stake.ux", amount: "0.0001", expiryFormatted: "DEC29" },
      // Longer than 3 characters but no instrument: no expiry.
      { symbol: "UTXRAM", contract: "eosio.token", amount: "0.0001" },
    ]);
    expect([expiryFormattedOf("UTX"), expiryFormattedOf("UTXUTSG")]).toEqual([undefined, "SEP26"]);
  });

  it("lists every symbol held at the chain's balanceContracts after the configured tokens", async () => {
    const config = configWithBalances();
    const ux = config.chains.ux;
    if (!ux) throw new Error("no ux");
    ux.balanceContracts = ["stake.ux"];
    const fetchFn: FetchFunction = async (_url, init) => {
      const code = JSON.parse(init.body ?? "{}").code;
      const answer =
        code === "stake.ux"
          ? ["5.0000 UTXCTMG", "5.0000 UTXUTMG"]
          : code === "eosio.token"
            ? ["1.0000 UTX"]
            : [];
      return { ok: true, status: 200, json: async () => answer };
    };
    const balances = await refreshWalletBalances(
      config,
      [{ chain: "ux", account: "alice" }],
      () => {},
      fetchFn,
    );
    expect(balances.ux?.map((b) => `${b.units} ${b.symbol}@${b.contract}`)).toEqual([
      "10000 UTX@eosio.token",
      "0 UTXRAM@eosio.token",
      "0 LP@lptoken.ux",
      "50000 UTXCTMG@stake.ux",
      "50000 UTXUTMG@stake.ux",
    ]);
  });

  it("turns a failed lookup into 0 and a log line", async () => {
    const lines: string[] = [];
    const failing: FetchFunction = async () => {
      throw new TypeError("Failed to fetch");
    };
    const balances = await refreshWalletBalances(
      configWithBalances(),
      [{ chain: "eos", account: "bob" }],
      (m) => lines.push(m),
      failing,
    );
    expect(balances.eos).toEqual([{ contract: "eosio.token", symbol: "EOS", decimals: 4, units: 0n }]);
    expect(lines).toEqual(["balance lookup failed for bob on eosio.token; showing 0"]);
  });
});
