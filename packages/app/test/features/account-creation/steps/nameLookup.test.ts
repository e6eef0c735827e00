import type { TableByScopeQuery } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { availabilityOf, isNameTaken } from "../../../../src/features/account-creation/steps/nameLookup";

function node(scopes: string[]) {
  const queries: TableByScopeQuery[] = [];
  return {
    queries,
    getTableByScope: async (query: TableByScopeQuery) => {
      queries.push(query);
      const rows = scopes
        .filter(
          (scope) => scope >= (query.lower_bound ?? "") && scope <= (query.upper_bound ?? "zzzzzzzzzzzz"),
        )
        .map((scope) => ({ code: "eosio", scope, table: "userres", payer: scope, count: 1 }));
      return { rows, more: "" };
    },
  };
}

describe("'Unique name': the name looked up as a resource owner (spec 1 §5, §7)", () => {
  it("asks get_table_by_scope for the system's userres scope of exactly that name", async () => {
    const chain = node(["alice", "newaccount12"]);
    await expect(isNameTaken(chain, "newaccount12")).resolves.toBe(true);
    await expect(isNameTaken(chain, "newaccount13")).resolves.toBe(false);
    expect(chain.queries[0]).toEqual({
      code: "eosio",
      table: "userres",
      lower_bound: "newaccount12",
      upper_bound: "newaccount12",
      limit: 1,
    });
  });

  it("a failed lookup rejects (counted as taken), and a pending or stale one is still checking", () => {
    expect(availabilityOf({ current: true, status: "success", taken: false })).toBe("available");
    expect(availabilityOf({ current: true, status: "success", taken: true })).toBe("taken");
    expect(availabilityOf({ current: true, status: "error", taken: undefined })).toBe("error");
    expect(availabilityOf({ current: true, status: "pending", taken: undefined })).toBe("checking");
    expect(availabilityOf({ current: false, status: "success", taken: false })).toBe("checking");
  });
});
