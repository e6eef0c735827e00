import { DEFAULT_FEE_BPS, formatWeight } from "@ux/core/amm";

/** Texts of the pools pages (spec 2 §2 'Liquidity Pools page', 'Pool detail page'). */
export const POOL_TEXTS = {
  listHeading: "Liquidity Pools",
  aprTooltip:
    "Estimated APR is a best-effort estimate: the pool's fees of the last 24 hours divided by its liquidity, times 365.",
  aprPopupTitle: "APY Estimate",
  aprPopupBody:
    "Estimated APR = fees (24h) / liquidity × 365 × 100. It is a best-effort estimate from the last 24 hours of trading, not a promise of future returns.",
  noPosition: "None",
  view: "View",
  rewardsHeading: "Liquidity Provider Rewards",
  rewardsBody:
    "Liquidity providers earn fees on trades in proportion to their share of the pool, plus potential UFX distributions.",
  poolMix: "Pool Mix",
  poolOverview: "Pool Overview",
  addLiquidity: "Add Liquidity",
  removeLiquidity: "Remove Liquidity",
  lpBaseFeeLabel: "LP Base Fee",
  /** Spec 2 §9: LP base fee 0.20%. */
  lpBaseFee: formatWeight(DEFAULT_FEE_BPS),
  loadError: "The pool figures could not be loaded.",
  retry: "Retry",
  chartEmpty: "No data for this period",
} as const;

export function emptyPoolsText(tabLabel: string): string {
  return `No ${tabLabel} to show yet.`;
}

/** The token count shown instead of icons above the list's (5) or the detail strip's (7) limit. */
export function tokenCountText(count: number): string {
  return `${count} tokens`;
}
