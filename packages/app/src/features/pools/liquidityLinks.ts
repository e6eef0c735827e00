import { type LiquidityTab, liquidityTabPath } from "../../shared/routes/liquidityTabs";

/** Spec 2 §2 'Pool detail page': Add/Remove Liquidity open the liquidity page with the pool preselected. */
export function liquidityActionPath(tab: Extract<LiquidityTab, "add" | "remove">, poolName: string): string {
  return `${liquidityTabPath(tab)}?${new URLSearchParams({ pool_name: poolName })}`;
}
