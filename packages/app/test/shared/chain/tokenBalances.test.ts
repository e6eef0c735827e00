import { createChainClient } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../../core/test/chainClient/fakeFetch";
import { fetchTokenBalances } from "../../../src/shared/chain/tokenBalances";

describe("token balances", () => {
  const tokens = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "lptoken.ux", symbol: "LP", decimals: 4 },
    { contract: "eosio.token", symbol: "UFX", decimals: 4 },
  ];

  it("asks once per distinct contract and reads every configured symbol from the answer", async () => {
    const { fetchFn, calls } = fakeFetch((call) =>
      (call.body as { code: string }).code === "eosio.token"
        ? { json: ["12.3456 UTX", "0.0001 UTXRAM", "9.0000 OTHER"] }
        : { json: [] },
    );
    const balances = await fetchTokenBalances(
      createChainClient("http://n", { fetch: fetchFn }),
      "alice",
      tokens,
      () => {},
    );
    expect(calls).toHaveLength(2);
    expect(balances).toEqual([
      { contract: "eosio.token", symbol: "UTX", decimals: 4, units: 123_456n },
      { contract: "eosio.token", symbol: "UTXRAM", decimals: 4, units: 1n },
      { contract: "lptoken.ux", symbol: "LP", decimals: 4, units: 0n },
      { contract: "eosio.token", symbol: "UFX", decimals: 4, units: 0n },
    ]);
  });

  it("yields 0 and a log line for a contract whose lookup fails", async () => {
    const { fetchFn } = fakeFetch((call) =>
      (call.body as { code: string }).code === "lptoken.ux"
        ? new TypeError("Failed to fetch")
        : { json: ["1.0000 UFX"] },
    );
    const lines: string[] = [];
    const balances = await fetchTokenBalances(
      createChainClient("http://n", { fetch: fetchFn }),
      "alice",
      tokens,
      (m) => lines.push(m),
    );
    expect(balances.map((b) => [b.symbol, b.units])).toEqual([
      ["UTX", 0n],
      ["UTXRAM", 0n],
      ["LP", 0n],
      ["UFX", 10_000n],
    ]);
    expect(lines).toEqual(["balance lookup failed for alice on lptoken.ux; showing 0"]);
  });
});
