import { describe, expect, it } from "vitest";
import { chainErrorOf, chainWithHolders, createTestChain } from "../support/testChain";

// The read queries (engine/queries) over a real chain, through the engine as the HTTP routes call them.

describe("get_table_rows", () => {
  it("pages with limit, more and next_key; bounds are inclusive; reverse walks down", () => {
    const chain = createTestChain();
    const query = { code: "eosio.token", scope: "alice", table: "accounts", json: true };
    expect(chain.engine.getTableRows(query)).toEqual({
      rows: [{ balance: "1000.0000 UTX" }, { balance: "100.0000 UTXRAM" }],
      more: false,
      next_key: "",
    });
    // Primary keys are symbol codes: UTX = 5788757, UTXRAM is larger.
    expect(chain.engine.getTableRows({ ...query, limit: 1 })).toEqual({
      rows: [{ balance: "1000.0000 UTX" }],
      more: true,
      next_key: "84942949733461",
    });
    expect(chain.engine.getTableRows({ ...query, lower_bound: "84942949733461" }).rows).toEqual([
      { balance: "100.0000 UTXRAM" },
    ]);
    expect(chain.engine.getTableRows({ ...query, lower_bound: "UTXRAM" }).rows).toEqual([
      { balance: "100.0000 UTXRAM" },
    ]);
    expect(chain.engine.getTableRows({ ...query, upper_bound: "UTX" }).rows).toEqual([
      { balance: "1000.0000 UTX" },
    ]);
    expect(chain.engine.getTableRows({ ...query, reverse: true, limit: 1 })).toEqual({
      rows: [{ balance: "100.0000 UTXRAM" }],
      more: true,
      next_key: "5788757",
    });
    expect(chain.engine.getTableRows({ ...query, json: false, limit: 1 }).rows).toEqual([
      "80969800000000000455545800000000",
    ]);
    expect(chain.engine.getTableRows({ ...query, scope: "nobody" })).toEqual({
      rows: [],
      more: false,
      next_key: "",
    });
  });

  it("scopes and name keys: get_table_by_scope walks scopes in name order", () => {
    const chain = chainWithHolders();
    const page = chain.engine.getTableByScope({ code: "eosio.token", table: "accounts", limit: 3 });
    expect(page.rows.map((row) => row.scope)).toEqual(["alice", "bob", "carol"]);
    expect(page.more).toBe("dave");
    expect(page.rows[0]).toEqual({
      code: "eosio.token",
      scope: "alice",
      table: "accounts",
      payer: "eosio",
      count: 2,
    });
    const next = chain.engine.getTableByScope({
      code: "eosio.token",
      table: "accounts",
      lower_bound: page.more,
      limit: 100,
    });
    expect(next.rows.map((row) => row.scope)).toEqual(["dave", "eosio", "erin", "frank", "gina", "hank"]);
    expect(next.more).toBe("");
    expect(
      chain.engine.getTableRows({
        code: "eosio",
        scope: "eosio",
        table: "userres",
        key_type: "name",
        lower_bound: "bob",
      }).rows,
    ).toEqual([]);
  });

  it("refuses a table that is not in the ABI and bounds that do not convert", () => {
    const chain = createTestChain();
    expect(
      chainErrorOf(() =>
        chain.engine.getTableRows({ code: "eosio.token", scope: "alice", table: "nothere" }),
      ),
    ).toMatchObject({
      name: "contract_table_query_exception",
      message: "Table nothere is not specified in the ABI",
    });
    expect(
      chainErrorOf(() =>
        chain.engine.getTableRows({
          code: "eosio.token",
          scope: "alice",
          table: "accounts",
          lower_bound: "not a key!",
        }),
      ),
    ).toMatchObject({
      name: "chain_type_exception",
      message:
        "Could not convert lower_bound string 'not a key!' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
    });
  });
});
