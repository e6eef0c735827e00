/** Spec 2 §2 'Liquidity Pools page': tabs from the route parameter; pool types of the detail route. */
export const POOL_TABS = [
  { value: "standard", label: "Standard Pools" },
  { value: "ufx", label: "UFX Pools" },
] as const;

export type PoolType = (typeof POOL_TABS)[number]["value"];

export function poolsTabPath(tab: PoolType): string {
  return `/pools/${tab}`;
}

export function poolDetailPath(type: PoolType, poolName: string): string {
  return `/pools/${type}/${encodeURIComponent(poolName)}`;
}
