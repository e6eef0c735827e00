import { msg } from "../i18n/msg";

/** Spec 2 §2 'Liquidity page': route /amm/liquidity/{tab}, each tab with its label. */
export const LIQUIDITY_TABS = [
  { value: "add", label: msg("Add Liquidity") },
  { value: "remove", label: msg("Remove Liquidity") },
  { value: "positions", label: msg("Liquidity Positions") },
] as const;

export type LiquidityTab = (typeof LIQUIDITY_TABS)[number]["value"];

export const DEFAULT_LIQUIDITY_TAB: LiquidityTab = "add";

export function liquidityTabPath(tab: LiquidityTab): string {
  return `/amm/liquidity/${tab}`;
}
