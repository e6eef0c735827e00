import {
  AMM_ACTIONS,
  AMM_TABLES,
  type OrderRow,
  orderRowSchema,
  type ReportData,
} from "@ux/core/amm/contract";
import type { ChainClient } from "@ux/core/chainClient";
import {
  buildTransaction,
  chainTimeToSeconds,
  isOutcomeUnknown,
  NodeosError,
  readTransactionHeader,
} from "@ux/core/chainClient";
import { unixToTimePointSec } from "@ux/core/contracts";
import { Action, type PrivateKey } from "@wharfkit/antelope";
import type { AbiCache } from "../../chain/abiCache";
import { signTransaction } from "../../chain/keySigning";
import type { ServiceDb } from "../../db/database";
import { recordQueuedOrders } from "../../db/orderStore";
import { type StoredReport, storeReports } from "../../db/reportStore";
import {
  finishSettlement,
  recordSettlement,
  type SettlementRecord,
  settlementExists,
  unfinishedSettlements,
} from "../../db/settlementStore";
import { insertTrades, type TradeRecord } from "../../db/tradeStore";
import { PolledWork } from "../../services/pollingLoop";
import { reportsFromActions, type SeenAction } from "./reportsFromActions";

export interface KeeperConfig {
  amm: string;
  /** The keeper account (config.keeper of the contract), its permission and key. */
  account: string;
  permission: string;
  privateKey: PrivateKey;
  /** Orders per settle action (the contract runs at most this many from the front of the queue). */
  maxOrdersPerSettle: number;
  /** Expiry of the keeper's settle transactions; short, so a lost one is known dead soon. */
  settleExpireSeconds: number;
  /** An unfinished settlement is declared expired only this long after its expiration (history lag). */
  expiryMarginSeconds: number;
}

export const DEFAULT_KEEPER_SETTINGS = {
  maxOrdersPerSettle: 50,
  settleExpireSeconds: 60,
  expiryMarginSeconds: 30,
} as const;

interface KeeperDeps {
  chain: Pick<
    ChainClient,
    "getInfo" | "getBlockInfo" | "allTableRows" | "sendTransaction" | "historyTransaction"
  >;
  abis: Pick<AbiCache, "get">;
  db: ServiceDb;
  config: KeeperConfig;
  /** Called with reports stored for the first time (the AMM socket pushes them). */
  onNewReports?: (reports: StoredReport[]) => Promise<void>;
  /** USD valuation of settled orders for the indexer's 24h volume and fees. */
  valueTrades?: (reports: readonly ReportData[], timeSeconds: number) => TradeRecord[];
  now?: () => number;
  log?: (message: string) => void;
}

export interface TickResult {
  /** Settle transactions pushed this tick, by pool id. */
  settledPools: number[];
  /** Reports stored for the first time this tick. */
  newReports: number;
  /** Unfinished settlements found and resolved (recovered, expired or failed). */
  recovered: number;
}

/**
 * The AMM keeper: every tick it (1) resolves settle transactions left unfinished by a crash, through history,
 * (2) reads the order queue and pushes one `settle` per pool with queued orders, (3) stores the reports
 * from the trace and hands new ones to the socket. Crash safety: the signed settle transaction is stored
 * BEFORE it is pushed (its id is known), and reports are stored by order id (unique), so a crash anywhere
 * between push and store is recovered by reading that transaction from history, never duplicated.
 */
export class AmmKeeper extends PolledWork<TickResult> {
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  /**
   * Whether the settlements table may hold unfinished ones: only the leading keeper records them, so after
   * a pass that left none it need not be read every tick (an idle keeper's one query). Set again at start
   * (another instance may have led meanwhile) and by a pass that fails or leaves an outcome unknown.
   */
  private unfinishedMayExist = true;
  private leftPending = false;

  constructor(private readonly deps: KeeperDeps) {
    super("amm keeper", (message) => deps.log?.(message));
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? (() => undefined);
  }

  /** Runs a tick every `intervalMs` (a few blocks), never two at once; the first one `intervalMs` from now. */
  override start(intervalMs: number): void {
    this.unfinishedMayExist = true;
    super.start(intervalMs, intervalMs);
  }

  /** One pass; concurrent callers share the pass in progress. */
  tick(): Promise<TickResult> {
    return this.runNow();
  }

  protected async pass(): Promise<TickResult> {
    const result: TickResult = { settledPools: [], newReports: 0, recovered: 0 };
    const blocked = new Set<number>();
    const unfinished = this.unfinishedMayExist ? await unfinishedSettlements(this.deps.db) : [];
    // Until this pass ends cleanly, what it records may stay unfinished.
    this.unfinishedMayExist = true;
    this.leftPending = false;
    for (const settlement of unfinished) {
      const outcome = await this.recover(settlement);
      if (outcome === "pending") {
        blocked.add(settlement.pool_id);
        this.leftPending = true;
      } else {
        result.recovered += 1;
        if (typeof outcome === "number") result.newReports += outcome;
      }
    }
    const queue = await this.readQueue();
    await recordQueuedOrders(
      this.deps.db,
      queue.map((row) => ({ order_id: row.id, owner: row.owner, pool_id: row.pool_id, tx_id: row.trx_id })),
      this.now(),
    );
    const pools = [...new Set(queue.map((row) => row.pool_id))].sort((a, b) => a - b);
    for (const poolId of pools) {
      if (blocked.has(poolId)) continue;
      const stored = await this.settle(poolId);
      if (stored === null) continue;
      result.settledPools.push(poolId);
      result.newReports += stored;
    }
    this.unfinishedMayExist = this.leftPending;
    return result;
  }

  /** The orders table (scope = AMM), every page; malformed rows are logged and left alone. */
  private async readQueue(): Promise<OrderRow[]> {
    const { amm } = this.deps.config;
    const rows = await this.deps.chain.allTableRows({ code: amm, scope: amm, table: AMM_TABLES.orders });
    const orders: OrderRow[] = [];
    for (const row of rows) {
      const parsed = orderRowSchema.safeParse(row);
      if (parsed.success) orders.push(parsed.data);
      else this.log(`amm keeper: skipping malformed order row ${JSON.stringify(row)}`);
    }
    return orders;
  }

  /** Signs, records, pushes one settle for a pool; returns the number of new reports, or null if not settled. */
  private async settle(poolId: number): Promise<number | null> {
    const { config } = this.deps;
    const abi = await this.deps.abis.get(config.amm);
    const { header, chainId } = await readTransactionHeader(this.deps.chain, {
      expireSeconds: config.settleExpireSeconds,
    });
    const action = Action.from(
      {
        account: config.amm,
        name: AMM_ACTIONS.settle,
        authorization: [{ actor: config.account, permission: config.permission }],
        data: { keeper: config.account, pool_id: poolId, max_orders: config.maxOrdersPerSettle },
      },
      abi,
    );
    // The same pool settled twice within a block would give the same bytes (and id) as a refused attempt
    // already recorded: a later expiration makes it a different transaction.
    let built = buildTransaction(header, [action]);
    for (let extra = 1; (await settlementExists(this.deps.db, built.id)) && extra <= 30; extra++) {
      const expiration = unixToTimePointSec(chainTimeToSeconds(header.expiration) + extra);
      built = buildTransaction({ ...header, expiration }, [action]);
    }
    const signatures = [signTransaction(built.transaction, chainId, config.privateKey)];
    const settlement: SettlementRecord = {
      tx_id: built.id,
      pool_id: poolId,
      status: "pushing",
      packed_trx: built.packedTrx,
      signatures,
      expiration: Math.floor(built.transaction.expiration.toMilliseconds() / 1000),
      error: null,
    };
    await recordSettlement(this.deps.db, settlement, this.now());
    const outcome = await this.push(settlement);
    return typeof outcome === "number" ? outcome : null;
  }

  /** Pushes a recorded settlement; "pending" when the outcome is unknown (to be recovered next tick). */
  private async push(settlement: SettlementRecord): Promise<number | "pending" | "failed"> {
    try {
      const answer = await this.deps.chain.sendTransaction({
        id: settlement.tx_id,
        packedTrx: settlement.packed_trx,
        signatures: settlement.signatures,
      });
      const abi = await this.deps.abis.get(this.deps.config.amm);
      const seen = answer.actionTraces.map(
        (trace): SeenAction => ({
          receiver: trace.receiver,
          act: { account: trace.account, name: trace.name, data: trace.data },
        }),
      );
      const reports = reportsFromActions(seen, this.deps.config.amm, abi);
      const time = chainTimeToSeconds(answer.blockTime);
      return await this.complete(settlement, reports, time);
    } catch (error) {
      if (error instanceof NodeosError && !error.isDuplicate) {
        await finishSettlement(this.deps.db, settlement.tx_id, "failed", error.message);
        this.log(`amm keeper: settle of pool ${settlement.pool_id} refused: ${error.message}`);
        return "failed";
      }
      if (error instanceof NodeosError || isOutcomeUnknown(error)) {
        this.leftPending = true;
        return "pending";
      }
      throw error;
    }
  }

  /** Stores the reports (idempotent), the trades, then marks the settlement done and hands new reports on. */
  private async complete(
    settlement: SettlementRecord,
    reports: ReportData[],
    timeSeconds: number,
  ): Promise<number> {
    const stored = await storeReports(
      this.deps.db,
      reports.map((report) => ({
        order_id: report.order_id,
        owner: report.owner,
        pool_id: report.pool_id,
        orderTxId: report.order_trx_id,
        forwardTxId: settlement.tx_id,
        report,
      })),
      this.now(),
    );
    if (this.deps.valueTrades) await insertTrades(this.deps.db, this.deps.valueTrades(reports, timeSeconds));
    await finishSettlement(this.deps.db, settlement.tx_id, "done");
    if (stored.length > 0) await this.deps.onNewReports?.(stored);
    return stored.length;
  }

  /**
   * A settlement recorded but not known finished: found in history -> store its reports; not found and past
   * its expiration (plus margin) -> it can never apply: expired; otherwise push the same signed bytes again.
   */
  private async recover(settlement: SettlementRecord): Promise<number | "pending" | "failed" | "expired"> {
    const history = await this.deps.chain.historyTransaction(settlement.tx_id).catch((error: unknown) => {
      if (isOutcomeUnknown(error) || error instanceof NodeosError) return undefined;
      throw error;
    });
    if (history === undefined) return "pending";
    if (history !== null) {
      const abi = await this.deps.abis.get(this.deps.config.amm);
      const reports = reportsFromActions(history.actions, this.deps.config.amm, abi);
      const stamp = history.actions[0]?.["@timestamp"] ?? history.actions[0]?.timestamp;
      const time = stamp ? chainTimeToSeconds(stamp) : Math.floor(this.now() / 1000);
      return this.complete(settlement, reports, time);
    }
    const info = await this.deps.chain.getInfo();
    const head = chainTimeToSeconds(info.head_block_time);
    if (head > settlement.expiration + this.deps.config.expiryMarginSeconds) {
      await finishSettlement(this.deps.db, settlement.tx_id, "expired");
      return "expired";
    }
    if (head > settlement.expiration) return "pending";
    return this.push(settlement);
  }
}
