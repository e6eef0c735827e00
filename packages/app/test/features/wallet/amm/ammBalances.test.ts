import type { FetchFunction } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import {
  ammBalanceRows,
  ammBalancesUrl,
  fetchAmmBalances,
} from "../../../../src/features/wallet/amm/ammBalances";
import { testConfig } from "../../../shared/config/testConfig";

const row = (id: number, balance: string, contract = "eosio.token") => ({
  key: String(id),
  payer: "alice1111111",
  json: { id: String(id), balance, contract },
});

function config() {
  const c = testConfig();
  if (c.chains.ux) {
    c.chains.ux.amm = "amm.ux";
    c.chains.ux.explorer = "https://explorer.test/";
  }
  return c;
}

describe("AMM balances (Wallet page)", () => {
  it("reads the state table of the AMM's accounts, scoped to the user", () => {
    expect(ammBalancesUrl("https://explorer.test/", "amm.ux", "alice1111111")).toBe(
      "https://explorer.test/v0/state/table?account=amm.ux&table=accounts&scope=alice1111111&json=true",
    );
  });

  it("lists non-zero balances with symbol, contract and 4 decimals rounded down", () => {
    const logs: string[] = [];
    const rows = ammBalanceRows(
      {
        rows: [
          row(1, "12.3456 UTX"),
          row(2, "0.0000 UFX"),
          row(3, "1.23456789 WAX", "ibc.wt.wax"),
          row(4, "0.00009999 WAX", "other.wax"),
          { json: { id: "5", balance: "lots", contract: "x" } },
        ],
      },
      (message) => logs.push(message),
    );
    expect(rows).toEqual([
      { symbol: "UTX", contract: "eosio.token", amount: "12.3456" },
      { symbol: "WAX", contract: "ibc.wt.wax", amount: "1.2345" },
      { symbol: "WAX", contract: "other.wax", amount: "0.0000" },
    ]);
    expect(logs).toEqual(["AMM balance row skipped"]);
  });

  it("fetches from the explorer (the node without one); a failed lookup shows none and logs", async () => {
    const urls: string[] = [];
    const ok: FetchFunction = async (url) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => ({ rows: [row(1, "5.0000 UTX")] }) };
    };
    await expect(fetchAmmBalances(config(), "alice1111111", () => undefined, ok)).resolves.toEqual([
      { symbol: "UTX", contract: "eosio.token", amount: "5.0000" },
    ]);
    const noExplorer = config();
    if (noExplorer.chains.ux) delete noExplorer.chains.ux.explorer;
    await fetchAmmBalances(noExplorer, "alice1111111", () => undefined, ok);
    expect(urls.map((u) => new URL(u).origin)).toEqual(["https://explorer.test", "http://127.0.0.1:8888"]);

    const logs: string[] = [];
    const down: FetchFunction = async () => ({ ok: false, status: 502, json: async () => ({}) });
    await expect(fetchAmmBalances(config(), "alice1111111", (m) => logs.push(m), down)).resolves.toEqual([]);
    expect(logs).toEqual(["AMM balance lookup failed for alice1111111; showing none"]);
  });

  it("after a transaction, reads again while the explorer is before its block: 250 ms apart, 10 waits at most", async () => {
    const answers = [8, 9, 10].map((block, i) => ({
      up_to_block_num: block,
      rows: i < 2 ? [row(1, "5.0000 UTX")] : [],
    }));
    let reads = 0;
    const lagging: FetchFunction = async () => {
      const body = answers[Math.min(reads++, answers.length - 1)];
      return { ok: true, status: 200, json: async () => body };
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const log = () => undefined;
    await expect(
      fetchAmmBalances(config(), "alice1111111", log, lagging, undefined, { blockNum: 10, sleep }),
    ).resolves.toEqual([]);
    expect([reads, waits]).toEqual([3, [250, 250]]);

    // Without a block to reach (the 30 s refresh), or with an answer that names none, one read.
    reads = 0;
    await fetchAmmBalances(config(), "alice1111111", log, lagging, undefined, undefined);
    expect(reads).toBe(1);

    // An explorer that never catches up: the last answer after 10 waits, logged.
    const stuck: FetchFunction = async () => {
      reads += 1;
      return { ok: true, status: 200, json: async () => answers[0] };
    };
    reads = 0;
    waits.length = 0;
    const logs: string[] = [];
    await expect(
      fetchAmmBalances(config(), "alice1111111", (m) => logs.push(m), stuck, undefined, {
        blockNum: 10,
        sleep,
      }),
    ).resolves.toEqual([{ symbol: "UTX", contract: "eosio.token", amount: "5.0000" }]);
    expect([reads, waits.length]).toEqual([11, 10]);
    expect(logs).toEqual(["AMM balances of alice1111111 still before block 10; showing them"]);
  });
});
