import { describe, expect, it } from "vitest";
import { singleKeyAuthority } from "../../src/engine/chainEngine";
import { chainErrorOf, createTestChain, testKey } from "../engine/support/testChain";

const HEAD = { blockNum: 11, time: "2026-01-01T00:00:05.000" };
const active = (actor: string) => [{ actor, permission: "active" }];

function newaccount(creator: string, name: string, label = name) {
  const auth = singleKeyAuthority(testKey(label).toPublic().toString());
  return {
    account: "eosio",
    name: "newaccount",
    authorization: active(creator),
    data: { creator, name, owner: auth, active: auth },
  };
}
const buyram = (payer: string, receiver: string, quant: string) => ({
  account: "eosio",
  name: "buyram",
  authorization: active(payer),
  data: { payer, receiver, quant },
});
const delegatebw = (from: string, receiver: string, net: string, cpu: string, transfer = false) => ({
  account: "eosio",
  name: "delegatebw",
  authorization: active(from),
  data: { from, receiver, stake_net_quantity: net, stake_cpu_quantity: cpu, transfer },
});

describe("eosio system contract", () => {
  it("newaccount with 5.0000 UTXRAM and 125 UTX of stake; the new account then transacts with its key", () => {
    const chain = createTestChain();
    chain.push(
      [
        newaccount("alice", "alicenewacct"),
        buyram("alice", "alicenewacct", "5.0000 UTXRAM"),
        delegatebw("alice", "alicenewacct", "25.0000 UTX", "100.0000 UTX", true),
        chain.transfer("alice", "alicenewacct", "10.0000 UTX"),
      ],
      [chain.key("alice")],
    );
    const info = chain.engine.accountInfo("alicenewacct", HEAD);
    // 2048 account + 2 x (240 permission + 42 key) + userres row (112 + 48) + UTX balance row (112 + 16).
    expect(info).toMatchObject({
      ram_quota: 5120,
      ram_usage: 2048 + 2 * 282 + 160,
      net_weight: 250000,
      cpu_weight: 1000000,
      core_liquid_balance: "10.0000 UTX",
      total_resources: {
        owner: "alicenewacct",
        net_weight: "25.0000 UTX",
        cpu_weight: "100.0000 UTX",
        ram_bytes: 5120,
      },
      self_delegated_bandwidth: {
        from: "alicenewacct",
        to: "alicenewacct",
        net_weight: "25.0000 UTX",
        cpu_weight: "100.0000 UTX",
      },
    });
    expect(chain.balance("alice")).toBe("865.0000 UTX");
    expect(chain.balance("alice", "eosio.token", "UTXRAM")).toBe("95.0000 UTXRAM");
    expect(chain.balance("eosio.ram", "eosio.token", "UTXRAM")).toBe("5.0000 UTXRAM");
    expect(chain.balance("eosio.stake")).toBe("125.0000 UTX");
    // The balance row for the account was paid by alice (the sender) inside the same transaction.
    chain.blocks.advance();
    chain.push([chain.transfer("alicenewacct", "bob", "3.0000 UTX")], [testKey("alicenewacct")]);
    expect(chain.balance("alicenewacct")).toBe("7.0000 UTX");
    expect((chain.engine.accountInfo("alicenewacct", HEAD).cpu_limit as { max: number }).max).toBe(1_000_000);
  });

  it("a new account without RAM is refused: it cannot pay for itself", () => {
    const chain = createTestChain();
    expect(
      chainErrorOf(() => chain.push([newaccount("alice", "alicenewacct")], [chain.key("alice")])),
    ).toEqual({
      name: "ram_usage_exceeded",
      code: 3080001,
      what: "Account using more than allotted RAM usage",
      message: "account alicenewacct has insufficient ram; needs 2772 bytes has 0 bytes",
    });
    expect(chain.engine.account("alicenewacct")).toBeUndefined();
  });

  it("names: taken, premium without a bid, suffix rule", () => {
    const chain = createTestChain();
    expect(chainErrorOf(() => chain.push([newaccount("alice", "bob")], [chain.key("alice")]))).toMatchObject({
      name: "account_name_exists_exception",
      code: 3050001,
      message: "Cannot create account named bob, as that name is already taken",
    });
    expect(
      chainErrorOf(() => chain.push([newaccount("alice", "shortname")], [chain.key("alice")])).message,
    ).toBe("assertion failure with message: no active bid for name");
    expect(chainErrorOf(() => chain.push([newaccount("bob", "x.alice")], [chain.key("bob")])).message).toBe(
      "assertion failure with message: only suffix may create this account",
    );
    chain.push(
      [newaccount("alice", "x.alice"), buyram("alice", "x.alice", "3.0000 UTXRAM")],
      [chain.key("alice")],
    );
    expect(chain.engine.account("x.alice")?.name).toBe("x.alice");
    expect(
      chainErrorOf(() => chain.push([newaccount("alice", "eosio.abcdef")], [chain.key("alice")])).message,
    ).toBe("only privileged accounts can have names that start with 'eosio.'");
  });

  it("buyram: whole UTXRAM only, in UTXRAM only; buyrambytes rounds up to whole KiB", () => {
    const chain = createTestChain();
    expect(
      chainErrorOf(() => chain.push([buyram("alice", "alice", "1.5000 UTXRAM")], [chain.key("alice")])),
    ).toEqual({
      name: "eosio_assert_message_exception",
      code: 3050003,
      what: "eosio_assert_message assertion failure",
      message: "assertion failure with message: can only buy in exact increments of 1.0000 UTXRAM",
    });
    expect(
      chainErrorOf(() => chain.push([buyram("alice", "alice", "1.0000 UTX")], [chain.key("alice")])).message,
    ).toBe("assertion failure with message: must buy ram with UTXRAM");
    expect(
      chainErrorOf(() => chain.push([buyram("alice", "alice", "0.0000 UTXRAM")], [chain.key("alice")]))
        .message,
    ).toBe("assertion failure with message: must purchase a positive amount of ram");
    const quota = chain.engine.accountInfo("alice", HEAD).ram_quota as number;
    chain.push([buyram("alice", "alice", "2.0000 UTXRAM")], [chain.key("alice")]);
    chain.push(
      [
        {
          account: "eosio",
          name: "buyrambytes",
          authorization: active("alice"),
          data: { payer: "alice", receiver: "bob", bytes: 2000 },
        },
      ],
      [chain.key("alice")],
    );
    expect(chain.engine.accountInfo("alice", HEAD).ram_quota).toBe(quota + 2048);
    expect(chain.engine.accountInfo("bob", HEAD).ram_quota).toBe(quota + 2048);
    expect(chain.balance("alice", "eosio.token", "UTXRAM")).toBe("96.0000 UTXRAM");
  });

  it("delegatebw and undelegatebw move stake; the refund waits 3 days", () => {
    const chain = createTestChain();
    chain.push([delegatebw("alice", "bob", "1.0000 UTX", "2.0000 UTX")], [chain.key("alice")]);
    const bobWeights = chain.engine.accountInfo("bob", HEAD);
    expect([bobWeights.net_weight, bobWeights.cpu_weight]).toEqual([1_000_000 + 10_000, 1_000_000 + 20_000]);
    expect(
      chain.engine.getTableRows({ code: "eosio", scope: "alice", table: "delband", json: true }).rows,
    ).toEqual([{ from: "alice", to: "bob", net_weight: "1.0000 UTX", cpu_weight: "2.0000 UTX" }]);
    expect(
      chainErrorOf(() =>
        chain.push([delegatebw("alice", "bob", "0.0000 UTX", "0.0000 UTX")], [chain.key("alice")]),
      ).message,
    ).toBe("assertion failure with message: must stake a positive amount");
    const undelegate = (net: string, cpu: string) => ({
      account: "eosio",
      name: "undelegatebw",
      authorization: active("alice"),
      data: { from: "alice", receiver: "bob", unstake_net_quantity: net, unstake_cpu_quantity: cpu },
    });
    expect(
      chainErrorOf(() => chain.push([undelegate("2.0000 UTX", "0.0000 UTX")], [chain.key("alice")])).message,
    ).toBe("assertion failure with message: insufficient staked net bandwidth");
    chain.push([undelegate("1.0000 UTX", "2.0000 UTX")], [chain.key("alice")]);
    expect(chain.engine.getTableRows({ code: "eosio", scope: "alice", table: "delband" }).rows).toEqual([]);
    const refund = {
      account: "eosio",
      name: "refund",
      authorization: active("alice"),
      data: { owner: "alice" },
    };
    expect(chainErrorOf(() => chain.push([refund], [chain.key("alice")])).message).toBe(
      "assertion failure with message: refund is not available yet",
    );
    chain.blocks.advance(3 * 24 * 3600 * 2);
    chain.push([refund], [chain.key("alice")]);
    expect(chain.balance("alice")).toBe("1000.0000 UTX");
    expect(chain.balance("eosio.stake")).toBe("0.0000 UTX");
  });
});
