import { describe, expect, it } from "vitest";
import type { Asset } from "../../src/money/asset";
import {
  combinableHoldings,
  combineMax,
  type InstrumentHolding,
  instrumentHoldings,
  isManager,
  issuableTokens,
  MANAGER_ACCOUNT,
  type ManageInput,
  manageCapabilities,
  type TokenIssuer,
} from "../../src/stake/manageCapabilities";
import { NOW } from "./curveFixture";

const asset = (code: string, amount: bigint, precision = 4): Asset => ({
  amount,
  symbol: { code, precision },
});
const MAR27_END = Date.UTC(2027, 3, 1);

describe("instrumentHoldings", () => {
  it("groups TU and TC by expiry, nearest first, and leaves out other symbols and empty rows", () => {
    const holdings = instrumentHoldings("UTX", [
      asset("UTXCTMH", 3_0000n),
      asset("UTXUTDG", 1n),
      asset("UTXUTMH", 5_0000n),
      asset("UTX", 9n),
      asset("EOSUTMH", 9n),
      asset("UTXCTDG", 0n),
      asset("UTXXTMH", 9n),
    ]);
    expect(holdings).toEqual([
      {
        symbols: { utility: "UTXUTDG", capital: "UTXCTDG" },
        expiry: 202612,
        formatted: "DEC26",
        timestamp: Date.UTC(2027, 0, 1),
        utility: 1n,
        capital: 0n,
        decimals: 4,
      },
      {
        symbols: { utility: "UTXUTMH", capital: "UTXCTMH" },
        expiry: 202703,
        formatted: "MAR27",
        timestamp: MAR27_END,
        utility: 5_0000n,
        capital: 3_0000n,
        decimals: 4,
      },
    ]);
  });
});

describe("combineMax", () => {
  const holding = (utility: bigint, capital: bigint): InstrumentHolding => ({
    symbols: { utility: "UTXUTMH", capital: "UTXCTMH" },
    expiry: 202703,
    formatted: "MAR27",
    timestamp: MAR27_END,
    utility,
    capital,
    decimals: 4,
  });
  it.each([
    ["before expiry: min(TU, TC)", 5n, 3n, NOW, 3n],
    ["before expiry: min(TU, TC), TU the smaller", 2n, 3n, NOW, 2n],
    ["before expiry without TU: nothing", 0n, 3n, NOW, 0n],
    ["at the end instant: all the TC", 0n, 3n, MAR27_END, 3n],
    ["after expiry: all the TC, TU ignored", 9n, 3n, MAR27_END + 1, 3n],
    ["after expiry without TC: nothing", 9n, 0n, MAR27_END + 1, 0n],
  ])("%s", (_what, utility, capital, now, max) => {
    expect(combineMax(holding(utility, capital), now)).toBe(max);
    expect(combinableHoldings([holding(utility, capital)], now)).toHaveLength(max > 0n ? 1 : 0);
  });
});

const TOKENS: TokenIssuer[] = [
  { contract: "eosio.token", symbol: "UTX", decimals: 4, issuer: "eosio" },
  { contract: "eosio.token", symbol: "DEV", decimals: 4, issuer: "tokenissuer" },
  { contract: "eosio.token", symbol: "UTXRAM", decimals: 4, issuer: "tokenissuer" },
  { contract: "other.token", symbol: "ABC", decimals: 2, issuer: "tokenissuer" },
];

describe("issuableTokens", () => {
  it.each([
    ["tokenissuer", ["DEV", "ABC"]],
    ["eosio", ["UTX"]],
    ["alice", []],
  ])("%s issues %j (3-letter symbols only)", (account, symbols) => {
    expect(issuableTokens(account, TOKENS).map((token) => token.symbol)).toEqual(symbols);
  });
});

describe("isManager", () => {
  const contracts = { token: "eosio.token", exchange: "amm.ux" };
  it.each([
    ["eosio.token", true],
    ["amm.ux", true],
    [MANAGER_ACCOUNT, true],
    ["alice", false],
    ["acct2", false],
  ])("%s -> %s", (account, manager) => {
    expect(isManager(account, contracts)).toBe(manager);
  });
  it("without an exchange contract, no account matches it", () => {
    expect(isManager("amm.ux", { token: "eosio.token", exchange: undefined })).toBe(false);
  });
});

describe("manageCapabilities", () => {
  const base: ManageInput = {
    account: "alice",
    nowMs: NOW,
    utx: 0n,
    holdings: [],
    tokens: TOKENS,
    contracts: { token: "eosio.token", exchange: "amm.ux" },
  };
  const pair = instrumentHoldings("UTX", [asset("UTXUTMH", 1n), asset("UTXCTMH", 1n)]);
  const capitalOnly = instrumentHoldings("UTX", [asset("UTXCTMH", 1n)]);
  it.each([
    [
      "nothing to manage: hidden",
      {},
      { combinable: 0, splittable: false, issuable: 0, manager: false },
      false,
    ],
    ["UTX and an open expiry: splittable", { utx: 1n }, { splittable: true }, true],
    [
      "UTX but no open expiry (2030 on): not splittable",
      { utx: 1n, nowMs: Date.UTC(2030, 0, 1) },
      { splittable: false },
      false,
    ],
    ["TU and TC of one expiry: combinable", { holdings: pair }, { combinable: 1 }, true],
    ["TC alone before expiry: not combinable", { holdings: capitalOnly }, { combinable: 0 }, false],
    [
      "TC alone after expiry: combinable",
      { holdings: capitalOnly, nowMs: MAR27_END },
      { combinable: 1 },
      true,
    ],
    ["the issuer of a 3-letter token: issuable", { account: "tokenissuer" }, { issuable: 2 }, true],
    ["the token contract", { account: "eosio.token" }, { manager: true }, true],
    ["the exchange contract", { account: "amm.ux" }, { manager: true }, true],
    ["acct1", { account: "acct1" }, { manager: true }, true],
  ] as const)("%s", (_what, over, expected, visible) => {
    const capabilities = manageCapabilities({ ...base, ...over });
    const summary = {
      combinable: capabilities.combinable.length,
      splittable: capabilities.splittable,
      issuable: capabilities.issuable.length,
      manager: capabilities.manager,
    };
    expect(summary).toMatchObject(expected);
    expect(capabilities.visible).toBe(visible);
  });
});
