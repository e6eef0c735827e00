import { describe, expect, it } from "vitest";
import { actionQueryOf } from "../../src/api/historyRoutes";
import type { ActionTrace, TransactionTrace } from "../../src/engine/engineContract";
import { ActionHistory } from "../../src/node/history/actionHistory";

let sequence = 0;

function trace(
  receiver: string,
  act: { account: string; name: string; actor: string; data: unknown },
  digest: string,
  creator = 0,
): ActionTrace {
  sequence++;
  return {
    action_ordinal: sequence,
    creator_action_ordinal: creator,
    receiver,
    act: {
      account: act.account,
      name: act.name,
      authorization: [{ actor: act.actor, permission: "active" }],
      data: act.data,
      hex_data: "",
    },
    receipt: {
      receiver,
      act_digest: digest,
      global_sequence: sequence,
      recv_sequence: 1,
      auth_sequence: [[act.actor, sequence]],
      code_sequence: 1,
      abi_sequence: 1,
    },
    context_free: false,
    elapsed: 1,
    console: "",
    return_value_hex_data: "",
    account_ram_deltas: [],
  };
}

/** A token transfer with its two notifications, as the engine traces it. */
function transfer(id: string, from: string, to: string, quantity: string): TransactionTrace {
  const act = {
    account: "eosio.token",
    name: "transfer",
    actor: from,
    data: { from, to, quantity, memo: "" },
  };
  const digest = id.slice(0, 2).repeat(32);
  return {
    id,
    block_num: 0,
    block_time: "",
    receipt: { status: "executed", cpu_usage_us: 150, net_usage_words: 16 },
    elapsed: 0,
    net_usage: 128,
    scheduled: false,
    action_traces: [trace("eosio.token", act, digest), trace(from, act, digest), trace(to, act, digest)],
    except: null,
  };
}

function history(): ActionHistory {
  const index = new ActionHistory();
  const blocks: [number, string, TransactionTrace[]][] = [
    [10, "2026-11-22T00:00:05.000", [transfer("a1".padEnd(64, "0"), "alice", "bob", "1.0000 UTX")]],
    [11, "2026-11-22T00:00:05.500", [transfer("b2".padEnd(64, "0"), "bob", "carol", "2.0000 UTX")]],
    [
      12,
      "2026-11-22T00:00:06.000",
      [
        transfer("c3".padEnd(64, "0"), "carol", "alice", "3.0000 UTX"),
        {
          ...transfer("d4".padEnd(64, "0"), "alice", "dave", "4.0000 UTX"),
          action_traces: [
            trace(
              "kyc.ux",
              { account: "kyc.ux", name: "verify", actor: "kyc.ux", data: { account: "alice" } },
              "ee".repeat(32),
            ),
          ],
        },
      ],
    ],
  ];
  for (const [blockNum, timestamp, traces] of blocks)
    index.addBlock({
      blockNum,
      blockId: blockNum.toString(16).padStart(64, "0"),
      timestamp,
      producer: "producer1",
      traces,
      signaturesByTrx: new Map(traces.map((t) => [t.id, [`SIG_K1_${t.id.slice(0, 4)}`]])),
    });
  return index;
}

const query = (text: string) => history().query(actionQueryOf(new URLSearchParams(text)));
const quantities = (text: string) =>
  query(text).actions.map((action) => (action.act.data as { quantity?: string }).quantity ?? action.act.name);

describe("the action history", () => {
  it("groups an action with its notifications, as one Hyperion document", () => {
    const [action] = query("account=bob&sort=asc&limit=1").actions;
    expect(action).toMatchObject({
      "@timestamp": "2026-11-22T00:00:05.000",
      timestamp: "2026-11-22T00:00:05.000",
      block_num: 10,
      trx_id: "a1".padEnd(64, "0"),
      act: {
        account: "eosio.token",
        name: "transfer",
        data: { from: "alice", to: "bob", quantity: "1.0000 UTX", memo: "" },
      },
      notified: ["eosio.token", "alice", "bob"],
      cpu_usage_us: 150,
      net_usage_words: 16,
      producer: "producer1",
      signatures: ["SIG_K1_a100"],
    });
    expect(action?.receipts.map((receipt) => receipt.receiver)).toEqual(["eosio.token", "alice", "bob"]);
  });

  it("finds an account's actions newest first, with total, limit and skip", () => {
    // The verify action only names alice in its data: she is neither notified nor an authorizer.
    expect(quantities("account=alice")).toEqual(["3.0000 UTX", "1.0000 UTX"]);
    expect(quantities("account=alice&sort=asc&skip=1&limit=1")).toEqual(["3.0000 UTX"]);
    expect(query("account=alice&limit=1").total).toBe(2);
    expect(quantities("account=kyc.ux")).toEqual(["verify"]);
    expect(query("account=nobody").total).toBe(0);
  });

  it("filters by contract:action, transfer fields, act fields and time or block bounds", () => {
    expect(quantities("filter=eosio.token:transfer&account=alice")).toEqual(["3.0000 UTX", "1.0000 UTX"]);
    expect(quantities("filter=kyc.ux:*")).toEqual(["verify"]);
    expect(quantities("transfer.to=alice")).toEqual(["3.0000 UTX"]);
    expect(quantities("@transfer.from=bob,carol&sort=asc")).toEqual(["2.0000 UTX", "3.0000 UTX"]);
    // A negated term, as Elasticsearch's must_not: actions without the field match too.
    expect(quantities("transfer.from=!alice&sort=asc")).toEqual(["2.0000 UTX", "3.0000 UTX", "verify"]);
    expect(quantities("act.name=verify")).toEqual(["verify"]);
    expect(quantities("act.authorization.actor=bob")).toEqual(["2.0000 UTX"]);
    expect(quantities("after=2026-11-22T00:00:05.500&before=2026-11-22T00:00:05.900")).toEqual([
      "2.0000 UTX",
    ]);
    expect(quantities("after=11&sort=asc")).toEqual(["2.0000 UTX", "3.0000 UTX", "verify"]);
    expect(quantities("block_num=12&sort=asc")).toEqual(["3.0000 UTX", "verify"]);
  });

  it("returns every action of a transaction", () => {
    expect(
      history()
        .transaction("C3".padEnd(64, "0"))
        .map((action) => action.block_num),
    ).toEqual([12]);
    expect(history().transaction("ff".repeat(32))).toEqual([]);
  });

  it("refuses malformed query parameters as Hyperion does", () => {
    expect(() => actionQueryOf(new URLSearchParams("sort=up"))).toThrow("invalid sort direction");
    expect(() => actionQueryOf(new URLSearchParams("limit=0"))).toThrow("invalid limit parameter");
    expect(() => actionQueryOf(new URLSearchParams("limit=1001"))).toThrow("limit too big, maximum: 1000");
    expect(() => actionQueryOf(new URLSearchParams("skip=-1"))).toThrow("invalid skip parameter");
    expect(() => actionQueryOf(new URLSearchParams("after=yesterday"))).toThrow("invalid after parameter");
  });
});
