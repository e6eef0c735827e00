import { type Asset, isAmountInRange } from "./asset";
import { mulDiv, type RoundingMode } from "./rounding";
import { formatSymbol, sameSymbol } from "./symbol";

/**
 * Arithmetic on assets. Mixing symbols (code or precision) is always a bug, so it throws rather than
 * returning a meaningless number; results outside the chain's asset range throw too.
 */
function assertSameSymbol(a: Asset, b: Asset): void {
  if (!sameSymbol(a.symbol, b.symbol)) {
    throw new TypeError(`cannot combine ${formatSymbol(a.symbol)} with ${formatSymbol(b.symbol)}`);
  }
}

function inRange(amount: bigint, asset: Asset): Asset {
  if (!isAmountInRange(amount)) throw new RangeError(`result ${amount} is outside the asset range`);
  return { amount, symbol: asset.symbol };
}

export function addAssets(a: Asset, b: Asset): Asset {
  assertSameSymbol(a, b);
  return inRange(a.amount + b.amount, a);
}

export function subtractAssets(a: Asset, b: Asset): Asset {
  assertSameSymbol(a, b);
  return inRange(a.amount - b.amount, a);
}

/** -1, 0 or 1, like a sort comparator. */
export function compareAssets(a: Asset, b: Asset): -1 | 0 | 1 {
  assertSameSymbol(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

/** asset * numerator / denominator with one rounding at the end, in the direction asked. */
export function mulDivAsset(asset: Asset, numerator: bigint, denominator: bigint, mode: RoundingMode): Asset {
  return inRange(mulDiv(asset.amount, numerator, denominator, mode), asset);
}

export function sumAssets(assets: readonly Asset[], zero: Asset): Asset {
  return assets.reduce(addAssets, zero);
}
