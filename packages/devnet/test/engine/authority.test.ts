import { describe, expect, it } from "vitest";
import { sortAuthority } from "../../src/engine/authority/authorityRules";
import type { Authority } from "../../src/engine/state/accountTypes";
import { chainErrorOf, createTestChain, testKey } from "./support/testChain";

const updateauth = (
  account: string,
  permission: string,
  parent: string,
  auth: Authority,
  signer = "active",
) => ({
  account: "eosio",
  name: "updateauth",
  authorization: [{ actor: account, permission: signer }],
  data: { account, permission, parent, auth },
});

function keyAuth(threshold: number, labels: string[]): Authority {
  return sortAuthority({
    threshold,
    keys: labels.map((label) => ({ key: testKey(label).toPublic().toLegacyString(), weight: 1 })),
    accounts: [],
    waits: [],
  });
}

describe("authority", () => {
  it("updateauth to a 2-of-3 multisig: one key is refused, two pass, three include an irrelevant one", () => {
    const chain = createTestChain();
    chain.push(
      [updateauth("alice", "active", "owner", keyAuth(2, ["m1", "m2", "m3"]))],
      [chain.key("alice")],
    );
    expect(chain.engine.account("alice")?.permissions.find((p) => p.name === "active")?.auth.threshold).toBe(
      2,
    );
    const [m1, m2, m3] = ["m1", "m2", "m3"].map(testKey) as [
      ReturnType<typeof testKey>,
      ReturnType<typeof testKey>,
      ReturnType<typeof testKey>,
    ];
    expect(
      chainErrorOf(() => chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "a")], [m1])).name,
    ).toBe("unsatisfied_authorization");
    // The old single key no longer works for active.
    expect(
      chainErrorOf(() =>
        chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "b")], [chain.key("alice")]),
      ).name,
    ).toBe("unsatisfied_authorization");
    chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "c")], [m1, m3]);
    chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "d")], [m2, m3]);
    expect(chain.balance("bob")).toBe("1002.0000 UTX");
    const error = chainErrorOf(() =>
      chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "e")], [m1, m2, m3]),
    );
    expect(error.name).toBe("tx_irrelevant_sig");
    expect(error.message).toMatch(
      /^transaction bears irrelevant signatures from these keys: \["EOS[1-9A-HJ-NP-Za-km-z]+"\]$/,
    );
    // Owner (the original key) still satisfies active: owner is active's parent.
    chain.push(
      [
        {
          ...chain.transfer("alice", "bob", "1.0000 UTX", "f"),
          authorization: [{ actor: "alice", permission: "owner" }],
        },
      ],
      [chain.key("alice")],
    );
    expect(chain.balance("bob")).toBe("1003.0000 UTX");
  });

  it("refuses authorities nodeos refuses (unsorted keys, unreachable threshold)", () => {
    const chain = createTestChain();
    const sorted = keyAuth(1, ["m1", "m2"]);
    const unsorted = { ...sorted, keys: [...sorted.keys].reverse() };
    const before = JSON.stringify(chain.engine.snapshot());
    const error = chainErrorOf(() =>
      chain.push([updateauth("alice", "active", "owner", unsorted)], [chain.key("alice")]),
    );
    expect(error).toMatchObject({
      name: "action_validate_exception",
      code: 3050000,
      what: "Action validate exception",
    });
    expect(error.message).toMatch(/^Invalid authority: \{"threshold":1,"keys":\[/);
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
    expect(
      chainErrorOf(() =>
        chain.push(
          [updateauth("alice", "active", "owner", { ...sorted, threshold: 3 })],
          [chain.key("alice")],
        ),
      ).message,
    ).toMatch(/^Invalid authority: /);
  });

  it("a custom permission needs a link: irrelevant authority until linkauth, then it works", () => {
    const chain = createTestChain();
    const trade = testKey("trade");
    chain.push([updateauth("alice", "trade", "active", keyAuth(1, ["trade"]))], [chain.key("alice")]);
    const tradeTransfer = {
      ...chain.transfer("alice", "bob", "1.0000 UTX"),
      authorization: [{ actor: "alice", permission: "trade" }],
    };
    expect(chainErrorOf(() => chain.push([tradeTransfer], [trade]))).toEqual({
      name: "irrelevant_auth_exception",
      code: 3090005,
      what: "Irrelevant authority included",
      message: `action declares irrelevant authority '{"actor":"alice","permission":"trade"}'; minimum authority is {"actor":"alice","permission":"active"}`,
    });
    const linkauth = { account: "alice", code: "eosio.token", type: "transfer", requirement: "trade" };
    chain.pushBy("alice", "eosio", "linkauth", linkauth);
    chain.push([tradeTransfer], [trade]);
    expect(chain.balance("bob")).toBe("1001.0000 UTX");
    expect(
      chain.engine.accountInfo("alice", { blockNum: 1, time: "2026-01-01T00:00:05.000" }).permissions,
    ).toContainEqual(
      expect.objectContaining({
        perm_name: "trade",
        parent: "active",
        linked_actions: [{ account: "eosio.token", action: "transfer" }],
      }),
    );
  });

  it("account permissions satisfy recursively: bob's active delegated to alice@active", () => {
    const chain = createTestChain();
    chain.push(
      [
        updateauth("bob", "active", "owner", {
          threshold: 1,
          keys: [],
          accounts: [{ permission: { actor: "alice", permission: "active" }, weight: 1 }],
          waits: [],
        }),
      ],
      [chain.key("bob")],
    );
    chain.push([chain.transfer("bob", "carol", "5.0000 UTX")], [chain.key("alice")]);
    expect(chain.balance("carol")).toBe("1005.0000 UTX");
    expect(
      chain.engine.requiredKeys(
        [chain.transfer("bob", "carol", "1.0000 UTX")],
        [chain.key("carol").toPublic().toString(), chain.key("alice").toPublic().toString()],
      ),
    ).toEqual([chain.key("alice").toPublic().toLegacyString()]);
  });

  it("updateauth needs the permission being changed (or its parent), and deleteauth refuses active", () => {
    const chain = createTestChain();
    chain.push([updateauth("alice", "trade", "active", keyAuth(1, ["trade"]))], [chain.key("alice")]);
    // Changing 'active' with the 'trade' child permission is not enough.
    expect(
      chainErrorOf(() =>
        chain.push([updateauth("alice", "active", "owner", keyAuth(1, ["x"]), "trade")], [testKey("trade")]),
      ).message,
    ).toBe(
      `updateauth action declares irrelevant authority '{"actor":"alice","permission":"trade"}'; minimum authority is {"actor":"alice","permission":"active"}`,
    );
    const deleteauth = (permission: string) => ({
      account: "eosio",
      name: "deleteauth",
      authorization: [{ actor: "alice", permission: "owner" }],
      data: { account: "alice", permission },
    });
    expect(chainErrorOf(() => chain.push([deleteauth("active")], [chain.key("alice")])).message).toBe(
      "Cannot delete active authority",
    );
    chain.push([deleteauth("trade")], [chain.key("alice")]);
    expect(chain.engine.account("alice")?.permissions.map((p) => p.name)).toEqual(["owner", "active"]);
  });
});
