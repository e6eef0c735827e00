import { PRICE_IMPACT_CONFIRM_WORD, type PriceImpactBand, type SlippageWarning } from "@ux/core/amm";
import { basisPointsToPercentText, formatUnits } from "@ux/core/money";
import { fillMessage } from "@ux/core/text";
import { msg } from "../i18n/msg";
import { t } from "../i18n/translate";
import { type SlippageSetting, toleranceBps } from "./slippageSetting";

/** ours: the texts of protected trades (issue 17); the spec names none of them. */
export const SLIPPAGE_TEXTS = {
  settings: msg("Slippage settings"),
  title: msg("Slippage tolerance"),
  explanation: msg(
    "Your order is refunded in full if the pool would pay less than the estimate minus this tolerance.",
  ),
  auto: msg("Auto"),
  custom: msg("Custom tolerance"),
  minimumReceived: msg("Minimum received"),
  priceImpact: msg("Price impact"),
} as const;

/** The warnings for a tolerance above 5% or below 0.05% (core slippageWarning). */
export const SLIPPAGE_WARNINGS: Record<SlippageWarning, string> = {
  high: msg(
    "Your transaction may be frontrun: with a tolerance this high, someone can trade just before you and leave you the minimum.",
  ),
  low: msg(
    "Your transaction may be refunded: ordinary trading before yours can move the price by more than this.",
  ),
};

/** 'Slippage tolerance 0.5% (auto)' / 'Slippage tolerance 0.8%'. */
export function toleranceText(setting: SlippageSetting): string {
  const percent = basisPointsToPercentText(toleranceBps(setting));
  return setting.kind === "auto"
    ? t("Slippage tolerance {percent}% (auto)", { percent })
    : t("Slippage tolerance {percent}%", { percent });
}

/** A price impact as shown: percent to 2 decimals ('18.52%'). */
export function impactPercentText(impactBps: bigint): string {
  return `${formatUnits(impactBps, 2)}%`;
}

/** Price impact colours by band: MUI Typography colour names (never palette paths). */
export const IMPACT_BAND_COLORS: Record<PriceImpactBand, "success" | undefined | "warning" | "error"> = {
  low: "success",
  medium: undefined,
  high: "warning",
  severe: "error",
};

/** The typed confirmation above 15% impact. */
export const IMPACT_CONFIRM_TEXTS = {
  title: msg("Confirm a high price impact"),
  field: fillMessage("Type {word} to continue", { word: PRICE_IMPACT_CONFIRM_WORD }),
  cancel: msg("Cancel"),
  place: msg("Place order"),
} as const;

/** Why the trade needs the typed word: its impact and what that means. */
export function impactConfirmMessage(impactBps: bigint): string {
  return t(
    "This trade has a price impact of {impact}: you would receive much less than the pool's current price gives. Type '{word}' if you want to place it anyway.",
    { impact: impactPercentText(impactBps), word: PRICE_IMPACT_CONFIRM_WORD },
  );
}
