import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { describe, expect, it } from "vitest";
import { parseChartSeries } from "../../../app/src/features/pools/chartSeries";
import { usdFigure } from "../../../app/src/features/pools/poolFormat";
import {
  freshSummary,
  orderThroughSocket,
  services,
  USDT_UTX_POOL,
  useAmmJourneyNetwork,
} from "./support/ammJourneyNetwork";
import { waitUntil } from "./support/ammUser";

/*
 * Issue #16's must-show over the real devnet chain and the real services: on a fresh network, after real
 * trades, every point Pool Overview's charts get is one the indexer observed from the chain (nothing seeded),
 * the fees points are the settled trades' fees, and each chart's latest value is the card's figure.
 */

const { USDT, UTX } = AMM_TOKENS;

useAmmJourneyNetwork();

interface Point {
  time: number;
  value: string;
}

async function series(kind: "liquidity" | "fees", duration: "1w" | "1m"): Promise<Point[]> {
  const url = `${services.urls.chartIndex}/${kind}-history?pool_id=${USDT_UTX_POOL}&duration=${duration}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { series: Point[] };
  // The app's own reader accepts it.
  expect(parseChartSeries(body)).toHaveLength(body.series.length);
  return body.series;
}

describe("Pool Overview charts on a fresh network", () => {
  it("hold no history before the network existed: one observed point, the card's figures", async () => {
    const summary = await freshSummary();
    const card = summary.pools[USDT_UTX_POOL];
    for (const duration of ["1w", "1m"] as const) {
      const liquidity = await series("liquidity", duration);
      const fees = await series("fees", duration);
      expect(liquidity).toHaveLength(1);
      expect(liquidity[0]?.value).toBe(card?.liquidity_usd_value);
      expect(fees).toEqual([{ time: liquidity[0]?.time, value: "0.000000" }]);
    }
  });

  it("after real settled trades: the chart's latest value equals the card, fees are the trades' own", async () => {
    const before = await freshSummary();
    for (const amount of [10_0000n, 25_0000n]) {
      const [event] = await orderThroughSocket(USDT_UTX_POOL, [
        { input: USDT, amount, outputs: [{ token: UTX, proportion: 10_000 }] },
      ]);
      expect(event?.report.status).toBe("filled");
    }
    // A trade is stamped with its settle block's time, a block ahead of the head the index may have read.
    let summary = before;
    await waitUntil(async () => {
      summary = await freshSummary();
      return summary.pools[USDT_UTX_POOL]?.trades_24h_count === 2;
    }, 3_000);
    const card = summary.pools[USDT_UTX_POOL];
    expect(card?.liquidity_usd_value).not.toBe(before.pools[USDT_UTX_POOL]?.liquidity_usd_value);
    // $35 of USDT in, 0.2% fee each: $0.07.
    expect(card?.fees_24h_usd_value).toBe("0.070000");

    const trades = await services.database.db
      .selectFrom("trades")
      .select(["order_id", "fees_usd", "time"])
      .where("pool_id", "=", USDT_UTX_POOL)
      .execute();
    expect(trades).toHaveLength(2);
    const tradeFees = trades.reduce((sum, trade) => sum + Number(trade.fees_usd), 0);

    for (const duration of ["1w", "1m"] as const) {
      const liquidity = await series("liquidity", duration);
      const fees = await series("fees", duration);
      // Every point is an hour the network has lived through: nothing from before its first block.
      const firstTrade = Math.min(...trades.map((trade) => Number(trade.time)));
      for (const point of [...liquidity, ...fees]) expect(point.time).toBeGreaterThan(firstTrade - 3_600);
      // The latest value is the card's, exactly, and so it reads the same to the cent on the page.
      expect(liquidity.at(-1)?.value).toBe(card?.liquidity_usd_value);
      expect(fees.at(-1)?.value).toBe(card?.fees_24h_usd_value);
      expect(usdFigure(liquidity.at(-1)?.value)).toBe(usdFigure(card?.liquidity_usd_value));
      // The fees series is the settled trades' fees, and never more than they add up to.
      expect(Number(fees.at(-1)?.value)).toBeCloseTo(tradeFees, 6);
      for (const point of fees) expect(Number(point.value)).toBeLessThanOrEqual(tradeFees + 1e-9);
    }
  });
});
