import type { PoolSummary } from "../../shared/api/ammIndexer";
import { t, translate } from "../../shared/i18n/translate";
import { poolFiguresOf } from "./poolFigures";
import { type ChangeTone, percentChangeFigure, percentFigure, usdFigure } from "./poolFormat";
import { estimatedAprPercent } from "./poolRows";
import { POOL_TEXTS } from "./poolTexts";

export interface PoolIndicator {
  readonly id: "liquidity" | "volume" | "apr" | "fee";
  readonly label: string;
  readonly value: string;
}

/** The detail page's indicators: Liquidity, Volume 24h, Estimated APR, LP Base Fee 0.20%. */
export function poolIndicators(pool: PoolSummary): PoolIndicator[] {
  const figures = poolFiguresOf(pool);
  return [
    { id: "liquidity", label: t("Liquidity"), value: usdFigure(pool.liquidity_usd_value) },
    { id: "volume", label: t("Volume 24h"), value: usdFigure(figures.volume_24h_usd_value) },
    {
      id: "apr",
      label: t("Estimated APR"),
      value: percentFigure(estimatedAprPercent(figures, pool.liquidity_usd_value)),
    },
    { id: "fee", label: translate(POOL_TEXTS.lpBaseFeeLabel), value: POOL_TEXTS.lpBaseFee },
  ];
}

export interface PoolChangeCard {
  readonly id: "fees" | "average-trade" | "liquidity";
  readonly label: string;
  readonly value: string;
  readonly change: { readonly text: string; readonly tone: ChangeTone };
}

/** 'Pool Overview' cards: Fees (24H), Avg. Trade (24H), Liquidity (24H), each with its percent change. */
export function poolChangeCards(pool: PoolSummary): PoolChangeCard[] {
  const figures = poolFiguresOf(pool);
  return [
    {
      id: "fees",
      label: t("Fees (24H)"),
      value: usdFigure(figures.fees_24h_usd_value),
      change: percentChangeFigure(figures.fees_24h_usd_value_percent_change),
    },
    {
      id: "average-trade",
      label: t("Avg. Trade (24H)"),
      value: usdFigure(figures.trades_24h_average_usd_value),
      change: percentChangeFigure(figures.trades_24h_average_usd_value_percent_change),
    },
    {
      id: "liquidity",
      label: t("Liquidity (24H)"),
      value: usdFigure(pool.liquidity_usd_value),
      change: percentChangeFigure(figures.pools_liquidity_prior_snapshot_usd_value_percent_change),
    },
  ];
}
