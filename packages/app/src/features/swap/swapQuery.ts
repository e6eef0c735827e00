import type { SwapTokenPair } from "@ux/core/forms";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import { findPoolByName } from "../../shared/amm/ammPools";

/** The AMM Swap page's query parameters (spec 2 §2): from, to (upper-cased) and pool_name. */
export interface SwapQuery {
  readonly from: string | null;
  readonly to: string | null;
  readonly poolName: string | null;
}

function symbolParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? "";
  return value === "" ? null : value.toUpperCase();
}

export function readSwapQuery(params: URLSearchParams): SwapQuery {
  const poolName = params.get("pool_name")?.trim() ?? "";
  return { from: symbolParam(params, "from"), to: symbolParam(params, "to"), poolName: poolName || null };
}

export interface SwapSelection {
  readonly pair: SwapTokenPair;
  /** The direct pool the user picked (or pool_name preselected); null = the best one. */
  readonly poolId: number | null;
}

/**
 * What the form starts with: pool_name preselects its pool and sets the send and receive symbols from the
 * pool's first two assets; from and to preset the tokens (and win over the pool's when both are given).
 * `pools` is undefined while they load: a pool_name then waits (see presetWaitsForPools).
 */
export function initialSelection(
  query: SwapQuery,
  pools: readonly AmmPoolEntry[] | undefined,
): SwapSelection {
  const pool =
    query.poolName === null || pools === undefined ? undefined : findPoolByName(pools, query.poolName);
  const [first, second] = pool?.pool.assets ?? [];
  return {
    pair: { from: query.from ?? first?.symbol ?? null, to: query.to ?? second?.symbol ?? null },
    poolId: pool?.pool.id ?? null,
  };
}

/** A pool_name preset can only be applied once the pools are known. */
export function presetWaitsForPools(query: SwapQuery, pools: readonly AmmPoolEntry[] | undefined): boolean {
  return query.poolName !== null && pools === undefined;
}
