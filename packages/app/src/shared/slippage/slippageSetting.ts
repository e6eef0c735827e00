import { parseSlippagePercent, SLIPPAGE_AUTO_BPS } from "@ux/core/amm";
import { basisPointsToPercentText } from "@ux/core/money";

/** The tolerance every trading form uses: 'Auto' (0.5%) or a custom percent the user typed. */
export type SlippageSetting = { readonly kind: "auto" } | { readonly kind: "custom"; readonly bps: bigint };

export const AUTO_SLIPPAGE: SlippageSetting = { kind: "auto" };

/** Where the setting is remembered across reloads. */
export const SLIPPAGE_STORAGE_KEY = "ux.slippageTolerance";

/** The tolerance in basis points (1 = 0.01%). */
export function toleranceBps(setting: SlippageSetting): bigint {
  return setting.kind === "auto" ? SLIPPAGE_AUTO_BPS : setting.bps;
}

/** The custom tolerance as the field shows it ('0.8'), '' for 'Auto'. */
export function customPercentText(setting: SlippageSetting): string {
  return setting.kind === "auto" ? "" : basisPointsToPercentText(setting.bps);
}

/** What is stored: '{"custom":"0.8"}' or '{"auto":true}'. */
export function storedSlippageText(setting: SlippageSetting): string {
  return JSON.stringify(setting.kind === "auto" ? { auto: true } : { custom: customPercentText(setting) });
}

/**
 * The stored setting, read as strictly as a typed one (parseSlippagePercent): anything else (absent,
 * malformed, out of range, written by another version) reads as 'Auto'.
 */
export function readStoredSlippage(text: string | null): SlippageSetting {
  if (text === null) return AUTO_SLIPPAGE;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || !("custom" in value)) return AUTO_SLIPPAGE;
    const custom = (value as { custom: unknown }).custom;
    if (typeof custom !== "string") return AUTO_SLIPPAGE;
    const result = parseSlippagePercent(custom);
    return result.ok ? { kind: "custom", bps: result.value } : AUTO_SLIPPAGE;
  } catch {
    return AUTO_SLIPPAGE;
  }
}
