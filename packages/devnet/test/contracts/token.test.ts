import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../src/engine/chainEngine";
import { actionBy, addUnlimitedAccount, chainErrorOf, createTestChain } from "../engine/support/testChain";

const auth = (actor: string) => [{ actor, permission: "active" }];
const token = (name: string, actor: string, data: object) => actionBy(actor, "eosio.token", name, data);

function setup() {
  const chain = createTestChain();
  // A second token contract on another account: UFX issued by alice.
  addUnlimitedAccount(chain, "ufx.token", chain.key("alice"));
  chain.engine.deployContract("ufx.token", "eosio.token");
  chain.push(
    [
      {
        ...token("create", "ufx.token", { issuer: "alice", maximum_supply: "1000.00000000 UFX" }),
        account: "ufx.token",
      },
    ],
    [chain.key("alice")],
  );
  return chain;
}

function assertion(
  chain: ReturnType<typeof createTestChain>,
  actions: JsonAction[],
  signer: string,
  message: string,
) {
  const before = JSON.stringify(chain.engine.snapshot());
  const error = chainErrorOf(() => chain.push(actions, [chain.key(signer)]));
  expect(error).toEqual({
    name: "eosio_assert_message_exception",
    code: 3050003,
    what: "eosio_assert_message assertion failure",
    message: `assertion failure with message: ${message}`,
  });
  expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
}

describe("token contract (reference eosio.token texts)", () => {
  it("issues to the issuer, transfers, retires, and keeps stat consistent on any account", () => {
    const chain = setup();
    const ufx = (name: string, actor: string, data: object) => ({
      ...token(name, actor, data),
      account: "ufx.token",
    });
    chain.push(
      [
        ufx("issue", "alice", { to: "alice", quantity: "100.00000000 UFX", memo: "mint" }),
        ufx("transfer", "alice", { from: "alice", to: "bob", quantity: "40.12345678 UFX", memo: "" }),
      ],
      [chain.key("alice")],
    );
    chain.push([ufx("retire", "alice", { quantity: "10.00000000 UFX", memo: "burn" })], [chain.key("alice")]);
    expect(chain.engine.currencyBalances("ufx.token", "bob")).toEqual(["40.12345678 UFX"]);
    expect(chain.engine.currencyBalances("ufx.token", "alice", "ufx")).toEqual(["49.87654322 UFX"]);
    expect(chain.engine.currencyStats("ufx.token", "UFX")).toEqual({
      UFX: { supply: "90.00000000 UFX", max_supply: "1000.00000000 UFX", issuer: "alice" },
    });
    expect(
      chain.engine.getTableRows({ code: "ufx.token", scope: "UFX", table: "stat", json: true }).rows,
    ).toEqual([{ supply: "90.00000000 UFX", max_supply: "1000.00000000 UFX", issuer: "alice" }]);
  });

  it("transfer refusals", () => {
    const chain = setup();
    const transfer = (from: string, to: string, quantity: string, memo = "") =>
      token("transfer", from, { from, to, quantity, memo });
    assertion(chain, [transfer("alice", "alice", "1.0000 UTX")], "alice", "cannot transfer to self");
    assertion(chain, [transfer("alice", "nobody", "1.0000 UTX")], "alice", "to account does not exist");
    assertion(chain, [transfer("alice", "bob", "0.0000 UTX")], "alice", "must transfer positive quantity");
    assertion(chain, [transfer("alice", "bob", "-1.0000 UTX")], "alice", "must transfer positive quantity");
    assertion(chain, [transfer("alice", "bob", "1.00 UTX")], "alice", "symbol precision mismatch");
    assertion(
      chain,
      [transfer("alice", "bob", "1.0000 UTX", "x".repeat(257))],
      "alice",
      "memo has more than 256 bytes",
    );
    assertion(chain, [transfer("alice", "bob", "1.0000 ABC")], "alice", "unable to find key");
    assertion(chain, [transfer("alice", "bob", "1000.0001 UTX")], "alice", "overdrawn balance");
    addUnlimitedAccount(chain, "empty", chain.key("alice"));
    assertion(chain, [transfer("empty", "bob", "1.0000 UTX")], "alice", "no balance object found");
    // memo of exactly 256 bytes passes
    chain.push([transfer("alice", "bob", "1.0000 UTX", "é".repeat(128))], [chain.key("alice")]);
    expect(chain.balance("bob")).toBe("1001.0000 UTX");
  });

  it("create, issue and retire refusals", () => {
    const chain = setup();
    const create = (issuer: string, maximum: string) =>
      token("create", "eosio.token", { issuer, maximum_supply: maximum });
    assertion(chain, [create("alice", "1000.0000 UTX")], "eosio.token", "token with symbol already exists");
    assertion(chain, [create("alice", "0.0000 NEW")], "eosio.token", "max-supply must be positive");
    expect(
      chainErrorOf(() =>
        chain.push(
          [{ ...create("alice", "1.0000 NEW"), authorization: auth("alice") }],
          [chain.key("alice")],
        ),
      ).message,
    ).toBe("missing authority of eosio.token");
    const issue = (to: string, quantity: string) => token("issue", "eosio", { to, quantity, memo: "" });
    assertion(
      chain,
      [issue("eosio", "1.0000 NOPE")],
      "eosio",
      "token with symbol does not exist, create token before issue",
    );
    assertion(chain, [issue("alice", "1.0000 UTX")], "eosio", "tokens can only be issued to issuer account");
    assertion(chain, [issue("eosio", "0.0000 UTX")], "eosio", "must issue positive quantity");
    assertion(chain, [issue("eosio", "1.000 UTX")], "eosio", "symbol precision mismatch");
    assertion(chain, [issue("eosio", "999999999.0000 UTX")], "eosio", "quantity exceeds available supply");
    const retire = (quantity: string) => token("retire", "eosio", { quantity, memo: "" });
    assertion(chain, [retire("1.0000 NOPE")], "eosio", "token with symbol does not exist");
    assertion(chain, [retire("0.0000 UTX")], "eosio", "must retire positive quantity");
  });

  it("open and close", () => {
    const chain = setup();
    const open = (owner: string, symbol: string, payer: string) =>
      token("open", payer, { owner, symbol, ram_payer: payer });
    const close = (owner: string, symbol: string) => token("close", owner, { owner, symbol });
    assertion(chain, [open("nobody", "4,UTX", "alice")], "alice", "owner account does not exist");
    assertion(chain, [open("alice", "4,NOPE", "alice")], "alice", "symbol does not exist");
    assertion(chain, [open("alice", "2,UTX", "alice")], "alice", "symbol precision mismatch");
    addUnlimitedAccount(chain, "fresh", chain.key("carol"));
    chain.push([open("fresh", "4,UTX", "alice")], [chain.key("alice")]);
    expect(
      chain.engine.getTableRows({
        code: "eosio.token",
        scope: "fresh",
        table: "accounts",
        json: true,
        show_payer: true,
      }).rows,
    ).toEqual([{ data: { balance: "0.0000 UTX" }, payer: "alice" }]);
    assertion(chain, [close("alice", "4,UTX")], "alice", "Cannot close because the balance is not zero.");
    chain.push([close("fresh", "4,UTX")], [chain.key("carol")]);
    chain.blocks.advance(); // the same close again would be a duplicate transaction
    assertion(
      chain,
      [close("fresh", "4,UTX")],
      "carol",
      "Balance row already deleted or never existed. Action won't have any effect.",
    );
  });
});
