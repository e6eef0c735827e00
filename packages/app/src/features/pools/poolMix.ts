import { POOL_MIX_PAGE_SIZE } from "@ux/core/amm";
import { formatUnits } from "@ux/core/money";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { percentFigure, quantityFigure, usdPriceFigure } from "./poolFormat";
import { symbolCodeOf } from "./poolRows";

/** One 'Pool Mix' card: the token's weight in percent, its name, the pool's quantity and its USD price. */
export interface PoolMixCard {
  readonly symbol: string;
  readonly contract: string;
  /** The pool weight shown as weight/100 percent (spec 1 §9: weights in basis points of 10000). */
  readonly percent: string;
  /** The token's share of the pool's USD liquidity (the indexer's plp), shown beside; null when not sent. */
  readonly usdShare: string | null;
  readonly quantity: string;
  readonly price: string;
}

function weightPercentText(weight: string): string | undefined {
  return /^\d+$/.test(weight) ? formatUnits(BigInt(weight), 2) : undefined;
}

export function poolMixCards(pool: PoolSummary): PoolMixCard[] {
  return pool.assets.map((asset) => {
    const symbol = symbolCodeOf(asset.ext_symbol.sym);
    const contract = asset.ext_symbol.contract;
    const price = pool.asset_prices.find((p) => p.symbol === symbol && p.contract === contract)?.price;
    return {
      symbol,
      contract,
      percent: percentFigure(weightPercentText(asset.weight)),
      usdShare: asset.plp === undefined ? null : percentFigure(asset.plp),
      quantity: quantityFigure(asset.quantity),
      price: usdPriceFigure(price),
    };
  });
}

export function poolMixPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POOL_MIX_PAGE_SIZE));
}

/** The cards of one page (0-based), clamped to the last page. */
export function poolMixPage<T>(cards: readonly T[], page: number): T[] {
  const last = poolMixPageCount(cards.length) - 1;
  const start = Math.min(Math.max(0, page), last) * POOL_MIX_PAGE_SIZE;
  return cards.slice(start, start + POOL_MIX_PAGE_SIZE);
}
