import { describe, expect, it } from "vitest";
import {
  accountSearchQuery,
  accountSearchResults,
  receivingAccountMode,
  searchPrefix,
} from "../../../src/features/resources/receivingAccount";

describe("the receiving account", () => {
  it("is the user's own when sending UTX or UTXRAM, else searched", () => {
    expect(receivingAccountMode("UTX")).toBe("own");
    expect(receivingAccountMode("UTXRAM")).toBe("own");
    expect(receivingAccountMode("ETH")).toBe("search");
    expect(receivingAccountMode("USDT")).toBe("search");
    expect(receivingAccountMode(null)).toBe("search");
  });

  it("searches a prefix a name can start with, trimmed and lowercased", () => {
    expect(searchPrefix(" Ali ")).toBe("ali");
    expect(searchPrefix("a.b5")).toBe("a.b5");
    expect(searchPrefix("")).toBeNull();
    expect(searchPrefix("al6")).toBeNull();
    expect(searchPrefix("alice_")).toBeNull();
    expect(searchPrefix("abcdefghijklm")).toBeNull();
  });

  it("asks get_table_by_scope from the prefix to the prefix padded to 12 with z, 5 at most", () => {
    expect(accountSearchQuery("ali")).toEqual({
      code: "eosio",
      table: "userres",
      lower_bound: "ali",
      upper_bound: "alizzzzzzzzz",
      limit: 5,
    });
    expect(accountSearchQuery("abcdefghijkl").upper_bound).toBe("abcdefghijkl");
  });

  it("keeps the scopes that start with the prefix, 5 at most, in the chain's order", () => {
    const rows = ["alice", "alice1", "alicf", "alicia", "alien", "alix", "alix2"].map((scope) => ({ scope }));
    expect(accountSearchResults(rows, "ali")).toEqual(["alice", "alice1", "alicf", "alicia", "alien"]);
    expect(accountSearchResults(rows, "alic")).toEqual(["alice", "alice1", "alicf", "alicia"]);
    expect(accountSearchResults([{ scope: "bob" }], "ali")).toEqual([]);
  });
});
