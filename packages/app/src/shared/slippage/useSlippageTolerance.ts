import { type SlippageSetting, toleranceBps } from "./slippageSetting";
import { useSlippageStore } from "./slippageStore";

/** The shared slippage tolerance as the trading forms use it: the setting and its basis points. */
export function useSlippageTolerance(): { readonly setting: SlippageSetting; readonly bps: bigint } {
  const setting = useSlippageStore((state) => state.setting);
  return { setting, bps: toleranceBps(setting) };
}
