import { describe, expect, it } from "vitest";
import { fetchContractBalances } from "../../../src/features/wallet/contractBalances";

describe("a contract's every balance", () => {
  it("reads each symbol with its own precision, skipping text that is no asset", async () => {
    const lines: string[] = [];
    const api = {
      getCurrencyBalance: async (code: string) =>
        code === "stake.ux" ? ["5.0000 UTXUTMG", "1.00 ABC", "garbage"] : ["7 NOP"],
    };
    expect(
      await fetchContractBalances(api, "alice", ["stake.ux", "nop.token"], (line) => lines.push(line)),
    ).toEqual([
      { contract: "stake.ux", symbol: "UTXUTMG", decimals: 4, units: 5_0000n },
      { contract: "stake.ux", symbol: "ABC", decimals: 2, units: 100n },
      { contract: "nop.token", symbol: "NOP", decimals: 0, units: 7n },
    ]);
    expect(lines).toEqual(["balance 'garbage' of stake.ux skipped"]);
  });

  it("yields nothing for a contract whose lookup failed, with a log line; the others still count", async () => {
    const lines: string[] = [];
    const api = {
      getCurrencyBalance: async (code: string) => {
        if (code === "down.ux") throw new TypeError("Failed to fetch");
        return ["1.0000 UP"];
      },
    };
    expect(await fetchContractBalances(api, "bob", ["down.ux", "up.ux"], (line) => lines.push(line))).toEqual(
      [{ contract: "up.ux", symbol: "UP", decimals: 4, units: 1_0000n }],
    );
    expect(lines).toEqual(["balance lookup failed for bob on down.ux; showing none"]);
  });

  it("passes an abort on instead of logging it", async () => {
    const controller = new AbortController();
    controller.abort();
    const api = {
      getCurrencyBalance: async () => {
        throw new DOMException("aborted", "AbortError");
      },
    };
    await expect(fetchContractBalances(api, "bob", ["x.ux"], () => {}, controller.signal)).rejects.toThrow(
      "aborted",
    );
  });
});
