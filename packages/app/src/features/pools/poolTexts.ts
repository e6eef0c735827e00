import { DEFAULT_FEE_BPS, formatWeight } from "@ux/core/amm";
import { msg } from "../../shared/i18n/msg";
import { t } from "../../shared/i18n/translate";

/** Texts of the pools pages (spec 2 §2 'Liquidity Pools page', 'Pool detail page'). */
export const POOL_TEXTS = {
  listHeading: msg("Liquidity Pools"),
  aprTooltip: msg(
    "Estimated APR is a best-effort estimate: the pool's fees of the last 24 hours divided by its liquidity, times 365.",
  ),
  aprPopupTitle: msg("APY Estimate"),
  aprPopupBody: msg(
    "Estimated APR = fees (24h) / liquidity × 365 × 100. It is a best-effort estimate from the last 24 hours of trading, not a promise of future returns.",
  ),
  noPosition: msg("None"),
  view: msg("View"),
  rewardsHeading: msg("Liquidity Provider Rewards"),
  rewardsBody: msg(
    "Liquidity providers earn fees on trades in proportion to their share of the pool, plus potential UFX distributions.",
  ),
  poolMix: msg("Pool Mix"),
  poolOverview: msg("Pool Overview"),
  addLiquidity: msg("Add Liquidity"),
  removeLiquidity: msg("Remove Liquidity"),
  lpBaseFeeLabel: msg("LP Base Fee"),
  /** Spec 2 §9: LP base fee 0.20%. */
  lpBaseFee: formatWeight(DEFAULT_FEE_BPS),
  loadError: msg("The pool figures could not be loaded."),
  retry: msg("Retry"),
  chartEmpty: msg("No data for this period"),
} as const;

export function emptyPoolsText(tabLabel: string): string {
  return t("No {tabLabel} to show yet.", { tabLabel });
}

/** The token count shown instead of icons above the list's (5) or the detail strip's (7) limit. */
export function tokenCountText(count: number): string {
  return t("{count} tokens", { count });
}
