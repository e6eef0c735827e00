import { timePointSecToUnix } from "../../contracts/chainJson";
import type { OrderOutput } from "../placeOrder";
import type { TokenId } from "../pool";
import type { QueuedOrder } from "../settleOrders";
import type { PlaceorderData, UfxhopData } from "./actions";
import { minimumUnits, orderMinimumsOf } from "./minimumOutputs";
import type { OrderMinimumsJson, OrderOutputRow, OrderRow } from "./rows";
import {
  assetTextOf,
  extSymbolOf,
  type TokenWithDecimals,
  tokenAmountOfExtAsset,
  tokenOfExtSymbol,
} from "./tokenJson";

/** A queued order as the keeper and the contract use it: the core order plus what the row adds. */
export interface QueuedOrderEntry {
  readonly order: QueuedOrder;
  /** ufxhop: the final token; null for placeorder. */
  readonly hopTo: TokenId | null;
  /** ufxhop: the least of hopTo the hop must pay (units); null without one or for placeorder. */
  readonly hopMinimum: bigint | null;
  readonly trxId: string;
  /** Unix seconds. */
  readonly placedAt: number;
}

export function orderOutputsOf(rows: readonly OrderOutputRow[]): OrderOutput[] {
  return rows.map((row) => {
    const { contract, symbol } = tokenOfExtSymbol(row.ext_symbol);
    return { token: { contract, symbol }, proportion: row.proportion };
  });
}

/**
 * The core's QueuedOrder of an `orders` row. The row's minimums (checked when the order was placed) go to
 * the order's outputs for a placeorder, and to the final token (hopMinimum) for a ufxhop.
 */
export function queuedOrderFromRow(row: OrderRow): QueuedOrderEntry {
  const input = tokenAmountOfExtAsset({ quantity: row.quantity, contract: row.contract });
  const hop = row.hop_to === null ? null : tokenOfExtSymbol(row.hop_to);
  const minimums = minimumUnits(row.min_outputs);
  return {
    order: {
      id: row.id,
      owner: row.owner,
      pool_id: row.pool_id,
      input: { token: input.token, amount: input.amount },
      outputs: orderOutputsOf(row.outputs),
      ...(hop === null && minimums !== null ? { minOutputs: minimums } : {}),
    },
    hopTo: hop === null ? null : { contract: hop.contract, symbol: hop.symbol },
    hopMinimum: hop === null ? null : (minimums?.[0] ?? null),
    trxId: row.trx_id,
    placedAt: timePointSecToUnix(row.placed_at),
  };
}

/** What placeorder / ufxhop record in the queue besides their data. */
export interface OrderPlacement {
  readonly id: string;
  readonly trx_id: string;
  /** time_point_sec text of the block. */
  readonly placed_at: string;
}

/** min_outputs as a row keeps it: absent without minimums, as nodeos prints a missing extension. */
const rowMinimums = (minimums: OrderMinimumsJson | null | undefined) =>
  minimums === null || minimums === undefined ? {} : { min_outputs: minimums };

/** The `orders` row a placeorder queues. */
export function orderRowFromPlaceorder(data: PlaceorderData, placement: OrderPlacement): OrderRow {
  return {
    id: placement.id,
    pool_id: data.pool_id,
    owner: data.owner,
    contract: data.contract,
    quantity: data.quantity,
    outputs: data.outputs,
    hop_to: null,
    trx_id: placement.trx_id,
    placed_at: placement.placed_at,
    ...rowMinimums(data.min_outputs),
  };
}

/** The `orders` row a ufxhop queues in X's UFX pool (first leg X -> UFX, then UFX -> output). */
export function orderRowFromUfxhop(
  data: UfxhopData,
  firstPoolId: number,
  ufx: TokenWithDecimals,
  placement: OrderPlacement,
): OrderRow {
  return {
    id: placement.id,
    pool_id: firstPoolId,
    owner: data.owner,
    contract: data.contract,
    quantity: data.quantity,
    outputs: [{ ext_symbol: extSymbolOf(ufx), proportion: 10_000 }],
    hop_to: data.output,
    trx_id: placement.trx_id,
    placed_at: placement.placed_at,
    ...rowMinimums(
      data.min_output === null || data.min_output === undefined ? null : { quantities: [data.min_output] },
    ),
  };
}

/** One output the app asks for: a pool token with its precision and its share in basis points. */
export interface RequestedOutput {
  readonly token: TokenWithDecimals;
  readonly proportion: number;
}

/**
 * placeorder data of an order the app builds (amount in units of the input token). `minOutputs`: the least
 * each output must pay (units, one per output in output order, e.g. slippage.ts' minimumReceived); without
 * it the min_outputs extension is left out and the bytes are those of the spec's placeorder.
 */
export function placeorderData(request: {
  owner: string;
  pool_id: number;
  input: TokenWithDecimals;
  amount: bigint;
  outputs: readonly RequestedOutput[];
  minOutputs?: readonly bigint[] | undefined;
}): PlaceorderData {
  const minimums = orderMinimumsOf(
    request.minOutputs,
    request.outputs.map((output) => output.token),
  );
  return {
    contract: request.input.contract,
    outputs: request.outputs.map((output) => ({
      ext_symbol: extSymbolOf(output.token),
      proportion: output.proportion,
    })),
    owner: request.owner,
    pool_id: request.pool_id,
    quantity: assetTextOf(request.amount, request.input),
    ...(minimums === null ? {} : { min_outputs: minimums }),
  };
}

/**
 * ufxhop data of a hop the app builds: `amount` units of `input` to `output` through the two UFX pools.
 * `minOutput`: the least of `output` the hop must pay (units); without it min_output is left out.
 */
export function ufxhopData(request: {
  owner: string;
  input: TokenWithDecimals;
  amount: bigint;
  output: TokenWithDecimals;
  minOutput?: bigint | undefined;
}): UfxhopData {
  const minimum = orderMinimumsOf(request.minOutput === undefined ? null : [request.minOutput], [
    request.output,
  ]);
  return {
    contract: request.input.contract,
    quantity: assetTextOf(request.amount, request.input),
    output: extSymbolOf(request.output),
    owner: request.owner,
    ...(minimum === null ? {} : { min_output: minimum.quantities[0] }),
  };
}
