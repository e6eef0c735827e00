import {
  type ActionReceipt,
  actionDigestWithReturnValue,
  actionMroot,
  actionReceiptDigest,
  bytesToHex,
  legacyActionDigest,
  packActionReceipt,
} from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { sortAuthority } from "../../src/engine/authority/authorityRules";
import { uxEngineConfig } from "../../src/engine/engineConfig";
import { actionReceiptOf } from "../node/proofHelpers";
import { chainErrorOf, createTestChain, testKey } from "./support/testChain";
import { relayContract, watcherContract } from "./support/testContracts";

function setup(withEosioCode = true) {
  const chain = createTestChain([relayContract, watcherContract]);
  const limits = { ramBytes: 64 * 1024, netWeight: 1_000_000n, cpuWeight: 1_000_000n };
  for (const name of ["relay", "watcher1", "watcher2"]) {
    chain.keys[name] = testKey(name);
    chain.engine.createAccount({ name, owner: chain.keys[name].toPublic().toString(), limits });
  }
  chain.engine.deployContract("relay", "test.relay");
  chain.engine.deployContract("watcher1", "test.watcher");
  chain.engine.deployContract("watcher2", "test.watcher");
  if (withEosioCode) {
    for (const name of ["relay", "watcher1"]) {
      const auth = sortAuthority({
        threshold: 1,
        keys: [{ key: chain.key(name).toPublic().toLegacyString(), weight: 1 }],
        accounts: [{ permission: { actor: name, permission: "eosio.code" }, weight: 1 }],
        waits: [],
      });
      chain.push(
        [
          {
            account: "eosio",
            name: "updateauth",
            authorization: [{ actor: name, permission: "active" }],
            data: { account: name, permission: "active", parent: "owner", auth },
          },
        ],
        [chain.key(name)],
      );
    }
  }
  return chain;
}

const ping = (id: number) => ({
  account: "relay",
  name: "ping",
  authorization: [{ actor: "alice", permission: "active" }],
  data: { id },
});

describe("notifications and inline actions", () => {
  it("run in nodeos order: receiver, notified accounts, then inline actions depth-first", () => {
    const chain = setup();
    const result = chain.push([ping(7)], [chain.key("alice")]);
    // Executed (receipt) order: relay, watcher1, watcher2 (notifications), then relay::pong(7), relay::pong(1007).
    expect(result.receipts.map((r) => r.receiver)).toEqual([
      "relay",
      "watcher1",
      "watcher2",
      "relay",
      "relay",
    ]);
    // Ordinals are given when scheduled: notify watcher1 (2), inline pong (3), notify watcher2 (4), pong from watcher1 (5).
    const traces = result.trace.action_traces;
    expect(traces.map((t) => [t.action_ordinal, t.creator_action_ordinal, t.receiver, t.act.name])).toEqual([
      [1, 0, "relay", "ping"],
      [2, 0, "watcher1", "ping"],
      [3, 1, "relay", "pong"],
      [4, 0, "watcher2", "ping"],
      [5, 2, "relay", "pong"],
    ]);
    const globals = result.receipts.map((r) => r.globalSequence);
    for (let i = 1; i < globals.length; i++) expect(globals[i]).toBe((globals[i - 1] as bigint) + 1n);
    // recv sequences count per receiver; auth sequences per actor.
    const relayRecv = result.receipts.filter((r) => r.receiver === "relay").map((r) => r.recvSequence);
    expect(relayRecv[1]).toBe((relayRecv[0] as bigint) + 1n);
    expect(relayRecv[2]).toBe((relayRecv[0] as bigint) + 2n);
    expect(result.receipts[3]?.authSequence.map((a) => a.account)).toEqual(["relay"]);
    expect(result.receipts[4]?.authSequence.map((a) => a.account)).toEqual(["watcher1"]);
    expect(result.receipts[0]?.authSequence.map((a) => a.account)).toEqual(["alice"]);
    // Every execution of an action, notifications included, advances its actors' auth sequences.
    const aliceAuth = result.receipts[0]?.authSequence[0]?.sequence as bigint;
    expect(result.receipts[1]?.authSequence).toEqual([{ account: "alice", sequence: aliceAuth + 1n }]);
    expect(result.receipts[2]?.authSequence).toEqual([{ account: "alice", sequence: aliceAuth + 2n }]);
    // The relay's code and ABI were set once.
    expect(result.receipts[0]?.codeSequence).toBe(1);
    expect(result.receipts[0]?.abiSequence).toBe(1);
  });

  it("act_digest, return values and receipt digests equal core's functions on the same data", () => {
    const chain = setup();
    const result = chain.push([ping(7)], [chain.key("alice")]);
    const pong = result.trace.action_traces.find((t) => t.action_ordinal === 3);
    expect(pong?.return_value_hex_data).toBe("0700000000000000");
    for (const trace of result.trace.action_traces) {
      const digest = actionDigestWithReturnValue(
        {
          account: trace.act.account,
          name: trace.act.name,
          authorization: trace.act.authorization,
          data: trace.act.hex_data,
        },
        trace.return_value_hex_data,
      );
      expect(trace.receipt.act_digest).toBe(digest);
    }
    const byGlobal = [...result.trace.action_traces].sort(
      (a, b) => a.receipt.global_sequence - b.receipt.global_sequence,
    );
    expect(result.receipts.map((r) => r.actDigest)).toEqual(byGlobal.map((t) => t.receipt.act_digest));
    // The receipts the block commits to are the traces' receipts, field for field.
    const fromTraces = byGlobal.map(actionReceiptOf);
    expect(fromTraces.map(actionReceiptDigest)).toEqual(result.receipts.map(actionReceiptDigest));
    expect(actionMroot(result.receipts.map(actionReceiptDigest))).toMatch(/^[0-9a-f]{64}$/);
    expect(bytesToHex(packActionReceipt(result.receipts[0] as ActionReceipt))).toContain(
      byGlobal[0]?.receipt.act_digest,
    );
  });

  it("without ACTION_RETURN_VALUE, act_digest is core's legacy digest of the packed action", () => {
    const chain = createTestChain([relayContract, watcherContract], {
      ...uxEngineConfig(),
      actionReturnValue: false,
    });
    const result = chain.push([chain.transfer("alice", "bob", "1.0000 UTX", "legacy")], [chain.key("alice")]);
    for (const trace of result.trace.action_traces) {
      const { account, name, authorization, hex_data } = trace.act;
      expect(trace.receipt.act_digest).toBe(
        legacyActionDigest({ account, name, authorization, data: hex_data }),
      );
    }
  });

  it("is all or nothing: a failing inline action undoes the whole transaction", () => {
    const chain = setup();
    const before = JSON.stringify(chain.engine.snapshot());
    const error = chainErrorOf(() => chain.push([ping(13)], [chain.key("alice")]));
    expect(error).toMatchObject({
      name: "eosio_assert_message_exception",
      message: "assertion failure with message: unlucky",
    });
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
    expect(chain.engine.getTableRows({ code: "relay", scope: "relay", table: "log" }).rows).toEqual([]);
  });

  it("an inline action with the contract's authority needs eosio.code in that permission", () => {
    const chain = setup(false);
    const before = JSON.stringify(chain.engine.snapshot());
    expect(chainErrorOf(() => chain.push([ping(1)], [chain.key("alice")]))).toEqual({
      name: "unsatisfied_authorization",
      code: 3090003,
      what: "Provided keys, permissions, and delays do not satisfy declared authorizations",
      message: `transaction declares authority '{"actor":"relay","permission":"active"}', but does not have signatures for it.`,
    });
    expect(JSON.stringify(chain.engine.snapshot())).toBe(before);
  });

  it("a contract pays out tokens with an inline transfer (eosio.code), notifying both parties", () => {
    const chain = setup();
    chain.push([chain.transfer("alice", "relay", "10.0000 UTX")], [chain.key("alice")]);
    const result = chain.push(
      [
        {
          account: "relay",
          name: "forward",
          authorization: [{ actor: "bob", permission: "active" }],
          data: { to: "carol", quantity: "2.5000 UTX" },
        },
      ],
      [chain.key("bob")],
    );
    expect(result.receipts.map((r) => `${r.receiver}`)).toEqual(["relay", "eosio.token", "relay", "carol"]);
    expect(chain.balance("relay")).toBe("7.5000 UTX");
    expect(chain.balance("carol")).toBe("1002.5000 UTX");
  });
});
