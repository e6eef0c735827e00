import { settleOrders, tokenKey } from "@ux/core/amm";
import {
  AMM_DEPOSIT_MEMO,
  ammOpenDataSchema,
  decimalsLookup,
  type OrderRow,
  orderRowFromPlaceorder,
  orderRowSchema,
  type PoolRow,
  placeorderDataSchema,
  poolFromRow,
  poolToRow,
  queuedOrderFromRow,
  reportDataFromCore,
  settleDataSchema,
  type TokenWithDecimals,
  transferDataSchema,
  withdrawallDataSchema,
} from "@ux/core/amm/contract";
import { parseAssetOrThrow } from "@ux/core/money";

/*
 * The fake nodeos' chain state and the actions it applies to it: token transfers (deposits to the AMM), and
 * the AMM's open, placeorder, withdrawall and settle (with the core math, reporting each order).
 */

export interface FakeState {
  pools: Map<number, PoolRow>;
  orders: OrderRow[];
  nextOrderId: bigint;
  /** owner -> tokenKey -> units. */
  wallets: Map<string, Map<string, bigint>>;
  amm: Map<string, Map<string, bigint>>;
}

export interface TraceJson {
  receiver: string;
  act: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: unknown;
  };
  return_value_data?: unknown;
}

export class AssertError extends Error {}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertError(message);
}

/** The accounts and tokens the actions are checked against. */
export interface LedgerSetup {
  amm: string;
  keeper: string;
  payer: string;
  tokens: Map<string, TokenWithDecimals>;
}

/** Adds `delta` to the owner's balance of `key` in `map`; no balance may go below zero. */
function move(
  map: Map<string, Map<string, bigint>>,
  owner: string,
  key: string,
  delta: bigint,
  what: string,
) {
  let balances = map.get(owner);
  if (!balances) {
    balances = new Map();
    map.set(owner, balances);
  }
  const next = (balances.get(key) ?? 0n) + delta;
  assert(next >= 0n, `overdrawn ${what} balance`);
  balances.set(key, next);
}

/** Applies one action to `state` in place (the caller rolls back on a failure) and returns its traces. */
export function applyAction(
  state: FakeState,
  setup: LedgerSetup,
  act: TraceJson["act"],
  trxId: string,
  time: string,
): TraceJson[] {
  const { amm, keeper, payer, tokens } = setup;
  const trace: TraceJson = { receiver: act.account, act };
  const authorizedBy = (actor: string) => act.authorization.some((level) => level.actor === actor);
  if (act.account === payer) return [trace];
  if (act.account !== amm) {
    if (act.name === "open") return [trace];
    assert(act.name === "transfer", `unknown action ${act.name}`);
    const data = transferDataSchema.parse(act.data);
    assert(authorizedBy(data.from), `missing authority of ${data.from}`);
    const asset = parseAssetOrThrow(data.quantity);
    const key = tokenKey({ contract: act.account, symbol: asset.symbol.code });
    assert(tokens.has(key), "unknown token");
    assert(asset.amount > 0n, "must transfer positive quantity");
    move(state.wallets, data.from, key, -asset.amount, "wallet");
    if (data.to === amm) {
      // The AMM's holdings are its users' AMM balances, queued orders and pool reserves.
      assert(data.memo === AMM_DEPOSIT_MEMO, "invalid memo");
      move(state.amm, data.from, key, asset.amount, "AMM");
    } else {
      move(state.wallets, data.to, key, asset.amount, "wallet");
    }
    return [trace, { receiver: data.to, act }];
  }
  switch (act.name) {
    case "open": {
      const data = ammOpenDataSchema.parse(act.data);
      move(
        state.amm,
        data.owner,
        tokenKey({ contract: data.ext_symbol.contract, symbol: data.ext_symbol.sym.split(",")[1] ?? "" }),
        0n,
        "AMM",
      );
      return [trace];
    }
    case "placeorder": {
      const data = placeorderDataSchema.parse(act.data);
      assert(authorizedBy(data.owner), `missing authority of ${data.owner}`);
      assert(state.pools.has(data.pool_id), "unknown pool");
      const asset = parseAssetOrThrow(data.quantity);
      assert(asset.amount > 0n, "quantity must be positive");
      const key = tokenKey({ contract: data.contract, symbol: asset.symbol.code });
      move(state.amm, data.owner, key, -asset.amount, "AMM");
      const id = String(state.nextOrderId++);
      state.orders.push(
        orderRowSchema.parse(
          orderRowFromPlaceorder(data, { id, trx_id: trxId, placed_at: time.slice(0, 19) }),
        ),
      );
      return [{ ...trace, return_value_data: id }];
    }
    case "withdrawall": {
      const data = withdrawallDataSchema.parse(act.data);
      assert(authorizedBy(data.from), `missing authority of ${data.from}`);
      const traces: TraceJson[] = [trace];
      for (const [key, amount] of state.amm.get(data.from) ?? []) {
        if (amount === 0n) continue;
        move(state.amm, data.from, key, -amount, "AMM");
        move(state.wallets, data.from, key, amount, "wallet");
      }
      return traces;
    }
    case "settle": {
      const data = settleDataSchema.parse(act.data);
      assert(data.keeper === keeper && authorizedBy(keeper), "only the keeper may settle");
      const row = state.pools.get(data.pool_id);
      assert(row, "unknown pool");
      const queued = state.orders.filter((o) => o.pool_id === data.pool_id).slice(0, data.max_orders);
      const entries = queued.map(queuedOrderFromRow);
      const settlement = settleOrders(
        poolFromRow(row),
        entries.map((e) => e.order),
      );
      state.pools.set(data.pool_id, poolToRow(settlement.pool, row.description));
      const done = new Set(queued.map((o) => o.id));
      state.orders = state.orders.filter((o) => !done.has(o.id));
      const decimals = decimalsLookup(tokens);
      const traces: TraceJson[] = [trace];
      for (const [i, report] of settlement.reports.entries()) {
        // A filled input joined the pool (settleOrders); outputs leave it for the owner's wallet.
        for (const output of report.outputs) {
          move(state.wallets, report.owner, tokenKey(output.token), output.amount, "wallet");
        }
        if (report.refund) {
          move(state.amm, report.owner, tokenKey(report.refund.token), report.refund.amount, "AMM");
        }
        const reportData = reportDataFromCore(report, {
          poolId: data.pool_id,
          orderTrxId: entries[i]?.trxId ?? "",
          decimals,
        });
        const reportAct = {
          account: amm,
          name: "report",
          authorization: [{ actor: amm, permission: "active" }],
          data: reportData,
        };
        traces.push({ receiver: amm, act: reportAct }, { receiver: report.owner, act: reportAct });
      }
      return traces;
    }
    default:
      throw new AssertError(`unknown action ${act.name}`);
  }
}
