import type { Pool } from "@ux/core/amm";
import {
  AMM_DEPOSIT_MEMO,
  assetTextOf,
  type BalanceRow,
  balanceRowSchema,
  extSymbolOf,
  type OrderRow,
  orderRowSchema,
  type PoolRow,
  poolFromRow,
  poolRowSchema,
  type ReportData,
  reportDataSchema,
  type TokenWithDecimals,
} from "@ux/core/amm/contract";
import type { PrivateKey } from "@wharfkit/antelope";
import type { AppliedTransaction } from "../../../../src/engine/applyTransaction";
import { ChainEngine, type JsonAction } from "../../../../src/engine/chainEngine";
import { uxEngineConfig } from "../../../../src/engine/engineConfig";
import { AMM_GENESIS_ACCOUNTS, ammAccountKey } from "../../../../src/genesis/amm/ammAccounts";
import { applyGenesis } from "../../../../src/genesis/chainGenesis";
import { TEST_ACCOUNT_NAMES, testAccountKey } from "../../../../src/genesis/testAccounts";
import { CHAIN_ID, signTestTransaction, TestBlocks } from "../../../engine/support/testChain";

export const AMM = AMM_GENESIS_ACCOUNTS.amm;
export const KEEPER = AMM_GENESIS_ACCOUNTS.keeper;
const GENESIS_TIME = "2026-01-01T00:00:00.000";

const auth = (actor: string) => [{ actor, permission: "active" }];

/** Action builders of the AMM flow (the JSON the app and the services send). */
export const ammActions = {
  deposit: (from: string, token: TokenWithDecimals, units: bigint, memo = AMM_DEPOSIT_MEMO): JsonAction => ({
    account: token.contract,
    name: "transfer",
    authorization: auth(from),
    data: { from, to: AMM, quantity: assetTextOf(units, token), memo },
  }),
  /** `minOutputs`: the min_outputs extension's asset texts (left out when undefined). */
  placeorder: (
    owner: string,
    poolId: number,
    input: TokenWithDecimals,
    units: bigint,
    outputs: readonly (readonly [TokenWithDecimals, number])[],
    minOutputs?: readonly string[],
  ): JsonAction => ({
    account: AMM,
    name: "placeorder",
    authorization: auth(owner),
    data: {
      contract: input.contract,
      outputs: outputs.map(([token, proportion]) => ({ ext_symbol: extSymbolOf(token), proportion })),
      owner,
      pool_id: poolId,
      quantity: assetTextOf(units, input),
      ...(minOutputs === undefined ? {} : { min_outputs: { quantities: minOutputs } }),
    },
  }),
  /** `minOutput`: the min_output extension's asset text (left out when undefined). */
  ufxhop: (
    owner: string,
    input: TokenWithDecimals,
    units: bigint,
    output: TokenWithDecimals,
    minOutput?: string,
  ): JsonAction => ({
    account: AMM,
    name: "ufxhop",
    authorization: auth(owner),
    data: {
      contract: input.contract,
      quantity: assetTextOf(units, input),
      output: extSymbolOf(output),
      owner,
      ...(minOutput === undefined ? {} : { min_output: minOutput }),
    },
  }),
  open: (owner: string, token: TokenWithDecimals, payer = owner): JsonAction => ({
    account: AMM,
    name: "open",
    authorization: auth(payer),
    data: { owner, ext_symbol: extSymbolOf(token), ram_payer: payer },
  }),
  withdrawall: (from: string): JsonAction => ({
    account: AMM,
    name: "withdrawall",
    authorization: auth(from),
    data: { from },
  }),
  settle: (poolId: number, maxOrders = 100, keeper: string = KEEPER): JsonAction => ({
    account: AMM,
    name: "settle",
    authorization: auth(keeper),
    data: { keeper, pool_id: poolId, max_orders: maxOrders },
  }),
};

/**
 * The ux chain as the devnet builds it (chain genesis, then the AMM genesis), driven with signed
 * transactions like a node would: each push is signed by its authorizers' keys and lands in a new block.
 */
export class AmmChain {
  readonly engine = new ChainEngine(uxEngineConfig());
  readonly blocks = new TestBlocks();
  private pushes = 0;

  constructor() {
    applyGenesis(this.engine, "ux", CHAIN_ID, GENESIS_TIME);
  }

  key(account: string): PrivateKey {
    return TEST_ACCOUNT_NAMES.includes(account) ? testAccountKey(account) : ammAccountKey(account);
  }

  /** Signs with every authorizer's key and applies in the next block. */
  push(actions: JsonAction[]): AppliedTransaction {
    const actors = [...new Set(actions.flatMap((a) => a.authorization.map((level) => level.actor)))];
    this.pushes += 1;
    const transaction = signTestTransaction(
      this.engine,
      this.blocks,
      actions,
      actors.map((actor) => this.key(actor)),
      // A varying expiration keeps identical action lists distinct transactions.
      { expirationSec: Math.floor(this.blocks.timeMs / 1000) + 60 + (this.pushes % 1000) },
    );
    const applied = this.engine.applyTransaction(transaction, this.blocks.context());
    this.blocks.advance();
    return applied;
  }

  private rows(table: string, scope: string): unknown[] {
    return this.engine.getTableRows({ code: AMM, scope, table, limit: 10_000, json: true }).rows;
  }

  poolRows(): PoolRow[] {
    return this.rows("pools", AMM).map((row) => poolRowSchema.parse(row));
  }

  pool(id: number): Pool {
    const row = this.poolRows().find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no pool ${id}`);
    return poolFromRow(row);
  }

  orders(): OrderRow[] {
    return this.rows("orders", AMM).map((row) => orderRowSchema.parse(row));
  }

  ammBalances(owner: string): BalanceRow[] {
    return this.rows("accounts", owner).map((row) => balanceRowSchema.parse(row));
  }

  /** The owner's AMM balance of a token in units (0 without a row). */
  ammBalance(owner: string, token: TokenWithDecimals): bigint {
    const row = this.ammBalances(owner).find(
      (candidate) => candidate.contract === token.contract && candidate.balance.endsWith(` ${token.symbol}`),
    );
    return row === undefined ? 0n : unitsOf(row.balance);
  }

  /** Wallet balance (token contract `accounts`) in units. */
  wallet(owner: string, token: TokenWithDecimals): bigint {
    const [balance] = this.engine.currencyBalances(token.contract, owner, token.symbol);
    return balance === undefined ? 0n : unitsOf(balance);
  }

  supply(token: TokenWithDecimals): bigint {
    const stat = this.engine.currencyStats(token.contract, token.symbol)[token.symbol] as
      | { supply: string }
      | undefined;
    return stat === undefined ? 0n : unitsOf(stat.supply);
  }

  settle(poolId: number, maxOrders = 100): AppliedTransaction {
    return this.push([ammActions.settle(poolId, maxOrders)]);
  }
}

export function unitsOf(assetText: string): bigint {
  const [amount = ""] = assetText.split(" ");
  return BigInt(amount.replace(".", ""));
}

/** The `report` actions of a settle trace, parsed with the interface's schema. */
export function reportsOf(applied: AppliedTransaction): ReportData[] {
  return applied.trace.action_traces
    .filter((trace) => trace.act.account === AMM && trace.act.name === "report" && trace.receiver === AMM)
    .map((trace) => reportDataSchema.parse(trace.act.data));
}

/**
 * A report of alice's order on one pool, as the AMM writes it: no hop, outputs, refund, reason or fees unless
 * `fields` gives them.
 */
export function ammReport(
  fields: Pick<ReportData, "order_id" | "pool_id" | "order_trx_id" | "status" | "input"> &
    Partial<ReportData>,
): ReportData {
  return {
    hop_pool_id: null,
    owner: "alice",
    outputs: [],
    refund: null,
    reason: "",
    detail: "",
    fees: [],
    ...fields,
  };
}

/** The uint64 return values (order ids) of the AMM's placeorder / ufxhop actions, in order. */
export function orderIdsOf(applied: AppliedTransaction): string[] {
  return applied.trace.action_traces
    .filter(
      (trace) => trace.receiver === AMM && (trace.act.name === "placeorder" || trace.act.name === "ufxhop"),
    )
    .map((trace) => Buffer.from(trace.return_value_hex_data, "hex").readBigUInt64LE(0).toString());
}

/** Token transfers the AMM made to `to` in a trace (the forwarded outputs), as 'amount SYMBOL@contract'. */
export function transfersTo(applied: AppliedTransaction, to: string): string[] {
  return applied.trace.action_traces
    .filter(
      (trace) =>
        trace.act.name === "transfer" &&
        trace.receiver === trace.act.account &&
        (trace.act.data as { from: string; to: string }).from === AMM &&
        (trace.act.data as { to: string }).to === to,
    )
    .map((trace) => `${(trace.act.data as { quantity: string }).quantity}@${trace.act.account}`);
}

/** The detail message nodeos gives a contract's check() failure. */
export const asserted = (message: string) => `assertion failure with message: ${message}`;

/**
 * The engine's state for "changed nothing" checks: everything but the recent-transaction list, which the
 * engine prunes of expired ids before it even looks at a transaction (as nodeos does).
 */
export function stateOf(chain: AmmChain) {
  const { recentTransactions: _pruned, ...state } = chain.engine.snapshot();
  return state;
}
