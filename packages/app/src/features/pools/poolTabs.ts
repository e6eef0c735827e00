import { msg } from "../../shared/i18n/msg";
import { translate } from "../../shared/i18n/translate";

/** Spec 2 §2 'Liquidity Pools page': tabs from the route parameter; pool types of the detail route. */
export const POOL_TABS = [
  { value: "standard", label: msg("Standard Pools") },
  { value: "ufx", label: msg("UFX Pools") },
] as const;

export type PoolType = (typeof POOL_TABS)[number]["value"];

export function poolsTabPath(tab: PoolType): string {
  return `/pools/${tab}`;
}

export function poolDetailPath(type: PoolType, poolName: string): string {
  return `/pools/${type}/${encodeURIComponent(poolName)}`;
}

/** The tab of a route parameter; anything else reads as the standard tab. */
export function asPoolType(value: string | undefined): PoolType {
  return POOL_TABS.find((tab) => tab.value === value)?.value ?? "standard";
}

/** The list tab a pool belongs to: UFX pairs under 'UFX Pools', every other pool under 'Standard Pools'. */
export function poolTypeOf(isUfxPool: boolean): PoolType {
  return isUfxPool ? "ufx" : "standard";
}

export function poolTabLabel(type: PoolType): string {
  return translate(POOL_TABS.find((tab) => tab.value === type)?.label ?? "");
}
