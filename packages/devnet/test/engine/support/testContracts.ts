import { abiTable, contractAbi } from "../../../src/contracts/framework/contractAbi";
import type { ActionContext, ContractDefinition } from "../../../src/engine/execution/contractInterface";
import { nameValue } from "../../../src/engine/nameValue";

/** The devnet contracts' ABI with test-only extras (action results, tables) laid over it. */
function abi(
  structs: { name: string; fields: { name: string; type: string }[] }[],
  actions: string[],
  extra: object = {},
) {
  return { ...contractAbi({ structs: structs.map((s) => ({ base: "", ...s })), actions }), ...extra };
}

interface LogRow {
  id: number | string;
  note: string;
}

/**
 * relay: ping notifies watcher1, sends pong inline, notifies watcher2 (so nodeos' order can be checked);
 * pong returns its id as a return value and refuses id 13; forward pays out tokens inline.
 */
export const relayContract: ContractDefinition = {
  id: "test.relay",
  abi: abi(
    [
      { name: "ping", fields: [{ name: "id", type: "uint64" }] },
      { name: "pong", fields: [{ name: "id", type: "uint64" }] },
      {
        name: "forward",
        fields: [
          { name: "to", type: "name" },
          { name: "quantity", type: "asset" },
        ],
      },
      {
        name: "charge",
        fields: [
          { name: "id", type: "uint64" },
          { name: "payer", type: "name" },
        ],
      },
      {
        name: "logrow",
        fields: [
          { name: "id", type: "uint64" },
          { name: "note", type: "string" },
        ],
      },
    ],
    ["ping", "pong", "forward", "charge"],
    {
      tables: [abiTable("log", "logrow")],
      action_results: [{ name: "pong", result_type: "uint64" }],
    },
  ),
  tables: { log: { primaryKey: (row: LogRow) => BigInt(row.id) } },
  actions: {
    ping: (context: ActionContext, data: { id: number }) => {
      context.table<LogRow>(context.self, "log").emplace(context.self, { id: data.id, note: "ping" });
      context.requireRecipient("watcher1");
      context.sendInline({
        account: context.self,
        name: "pong",
        authorization: [{ actor: context.self, permission: "active" }],
        data: { id: data.id },
      });
      context.requireRecipient("watcher2");
    },
    pong: (context: ActionContext, data: { id: number }) => {
      context.check(Number(data.id) !== 13, "unlucky");
      return Number(data.id);
    },
    charge: (context: ActionContext, data: { id: number; payer: string }) => {
      context.table<LogRow>(context.self, "log").emplace(data.payer, { id: data.id, note: "charge" });
    },
    forward: (context: ActionContext, data: { to: string; quantity: string }) => {
      context.sendInline({
        account: "eosio.token",
        name: "transfer",
        authorization: [{ actor: context.self, permission: "active" }],
        data: { from: context.self, to: data.to, quantity: data.quantity, memo: "forward" },
      });
    },
  },
};

/** watcher: when notified of relay::ping, sends relay::pong(id + 1000) inline with its own authority. */
export const watcherContract: ContractDefinition = {
  id: "test.watcher",
  abi: abi([], []),
  tables: {},
  actions: {},
  notifications: {
    "relay::ping": (context: ActionContext, data: { id: number }) => {
      if (context.self !== "watcher1") return;
      context.sendInline({
        account: "relay",
        name: "pong",
        authorization: [{ actor: context.self, permission: "active" }],
        data: { id: Number(data.id) + 1000 },
      });
    },
  },
};

/** Touches a name for tests of name ordering. */
export function nameOrder(a: string, b: string): number {
  return nameValue(a) < nameValue(b) ? -1 : 1;
}
