import type { Pool } from "@ux/core/amm";
import { useMemo, useRef, useState } from "react";
import type { AmmOrderRequest } from "../../shared/amm/ammOrderRequest";
import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import type { LiquidityFormFrameProps } from "./LiquidityFormFrame";
import { chosenPool, liquidityPoolOptions } from "./liquidityPools";
import type { LiquidityData } from "./useLiquidityData";

/** A liquidity form's chosen pool, the inputs typed for it, and its order placement. */
export interface PoolInputs<Inputs> {
  readonly pool: Pool | undefined;
  /** The inputs typed for the chosen pool; undefined when nothing was typed for it (start empty). */
  readonly typed: Inputs | undefined;
  /** Keeps inputs for the chosen pool (nothing without a pool). */
  readonly setInputs: (inputs: Inputs) => void;
  readonly busy: boolean;
  /**
   * Places the order; once it is placed, or settles after a reported failure, the inputs it was placed with
   * become `emptied` (inputs typed since are kept). A second call while one runs places nothing.
   */
  readonly place: (request: AmmOrderRequest, emptied: Inputs) => Promise<void>;
  /** The pool list and choice the form frame shows. */
  readonly poolChoice: Pick<LiquidityFormFrameProps, "pools" | "poolName" | "onPoolChange">;
}

/**
 * The state both liquidity forms keep: inputs belong to one pool, so another pool (or inputs that no longer
 * `fit` the pool, e.g. its assets changed) starts empty; `busy` while an order is being placed.
 */
export function usePoolInputs<Inputs>(
  data: LiquidityData,
  choicesOf: (entries: readonly AmmPoolEntry[]) => AmmPoolEntry[],
  fits: (inputs: Inputs, pool: Pool) => boolean,
): PoolInputs<Inputs> {
  const [typed, setTyped] = useState<{ poolId: number; inputs: Inputs } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set synchronously: a second click before the re-render (busy still false there) places nothing.
  const placing = useRef(false);
  const choices = useMemo(() => choicesOf(data.entries ?? []), [choicesOf, data.entries]);
  const pool = chosenPool(choices, data.poolName)?.pool;
  const kept = pool !== undefined && typed?.poolId === pool.id && fits(typed.inputs, pool);
  return {
    pool,
    typed: kept ? typed.inputs : undefined,
    setInputs: (inputs) => {
      if (pool) setTyped({ poolId: pool.id, inputs });
    },
    busy,
    place: async (request, emptied) => {
      if (!pool || placing.current) return;
      placing.current = true;
      const sent = typed;
      const poolId = pool.id;
      const clearSent = () =>
        setTyped((current) => (current === sent ? { poolId, inputs: emptied } : current));
      setBusy(true);
      try {
        if (await data.place({ ...request, onSettled: clearSent })) clearSent();
      } finally {
        placing.current = false;
        setBusy(false);
      }
    },
    poolChoice: {
      pools: data.entries === undefined ? undefined : liquidityPoolOptions(choices),
      poolName: data.poolName,
      onPoolChange: (poolName) => {
        setTyped(null);
        data.onPoolChange(poolName);
      },
    },
  };
}
