import { describe, expect, it } from "vitest";
import { isAccountName, parseExplorerPath, searchRoute } from "../../src/explorer/explorerPaths";

const CHAINS = ["ux", "eos"];
const ID = "8d23cf4cbdbaadfa25c95a7486c6f52b09f1c7c606cde4ea76bf6accccd0e6ee";
const parse = (path: string) => parseExplorerPath(path, CHAINS);

describe("explorer paths", () => {
  it("reads the explorer's pages", () => {
    expect(parse("/explorer")).toEqual({ kind: "index" });
    expect(parse("/explorer/")).toEqual({ kind: "index" });
    expect(parse("/explorer/style.css")).toEqual({ kind: "style" });
    expect(parse("/explorer/ux")).toEqual({ kind: "chain", chain: "ux" });
    expect(parse("/explorer/eos/")).toEqual({ kind: "chain", chain: "eos" });
    expect(parse(`/explorer/ux/tx/${ID.toUpperCase()}`)).toEqual({ kind: "tx", chain: "ux", id: ID });
    expect(parse("/explorer/ux/account/eosio.token")).toEqual({
      kind: "account",
      chain: "ux",
      name: "eosio.token",
    });
    expect(parse("/explorer/ux/block/4294967295")).toEqual({ kind: "block", chain: "ux", num: 4294967295 });
    expect(parse("/explorer/ux/search")).toEqual({ kind: "search", chain: "ux" });
  });

  it("refuses account names the chain cannot have", () => {
    for (const name of ["", "Alice", "alice!", "abc.", "alice6", "abcdefghijklmn", "<script>", "al ice"])
      expect(isAccountName(name), name).toBe(false);
    for (const name of ["a", "alice", "eosio.token", "abcdefghijkl1", "1"])
      expect(isAccountName(name), name).toBe(true);
  });

  it("makes every malformed segment a not-found route, saying what a valid one is", () => {
    const cases: [string, string, RegExp][] = [
      ["/explorer/ux/account/Alice", "Account not found", /1 to 12 characters/],
      ["/explorer/ux/account/%3Cscript%3E", "Account not found", /not an account name/],
      ["/explorer/ux/account/", "Account not found", /not an account name/],
      [`/explorer/ux/tx/${ID.slice(1)}`, "Transaction not found", /64 hexadecimal/],
      [`/explorer/ux/tx/${ID.slice(1)}g`, "Transaction not found", /64 hexadecimal/],
      ["/explorer/ux/block/0", "Block not found", /whole number/],
      ["/explorer/ux/block/-1", "Block not found", /whole number/],
      ["/explorer/ux/block/1e3", "Block not found", /whole number/],
      ["/explorer/ux/block/4294967296", "Block not found", /whole number/],
      ["/explorer/jungle4/tx/x", "Chain not found", /chains are ux, eos/],
      ["/explorer/constructor", "Chain not found", /no chain 'constructor'/],
      ["/explorer/ux/contract/alice", "Page not found", /transactions, accounts and blocks/],
      ["/explorer/ux/account/alice/more", "Page not found", /transactions, accounts and blocks/],
    ];
    for (const [path, title, message] of cases) {
      const route = parse(path);
      expect(route.kind, path).toBe("notFound");
      if (route.kind !== "notFound") continue;
      expect(route.title, path).toBe(title);
      expect(route.message, path).toMatch(message);
    }
  });

  it("quotes a long bad segment shortened", () => {
    const route = parse(`/explorer/ux/account/${"x".repeat(500)}`);
    expect(route.kind === "notFound" && route.message.length).toBeLessThan(250);
  });

  it("sends a search to the transaction, block or account it names", () => {
    expect(searchRoute("ux", ` ${ID} `)).toEqual({ kind: "tx", chain: "ux", id: ID });
    expect(searchRoute("ux", "42")).toEqual({ kind: "block", chain: "ux", num: 42 });
    expect(searchRoute("ux", "Alice")).toEqual({ kind: "account", chain: "ux", name: "alice" });
    expect(searchRoute("ux", "no such thing").kind).toBe("notFound");
  });
});
