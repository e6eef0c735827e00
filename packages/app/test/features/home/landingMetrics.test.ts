import { describe, expect, it } from "vitest";
import { landingFigures, UNKNOWN_FIGURE } from "../../../src/features/home/landingMetrics";
import { parseAmmSummary } from "../../../src/shared/api/ammIndexer";

describe("landing figures", () => {
  it("formats total value locked, 24h volume and 24h fees as USD", () => {
    const summary = parseAmmSummary({
      status: "ok",
      metrics: {
        total_liquidity_usd_value: 1234567.891,
        volume_24h_usd_value: "98765.4",
        fees_24h_usd_value: 197.53,
      },
    });
    expect(landingFigures(summary)).toEqual([
      { id: "tvl", label: "Total Value Locked", value: "$1,234,567.89" },
      { id: "volume", label: "24h Volume", value: "$98,765.40" },
      { id: "fees", label: "24h Fees", value: "$197.53" },
    ]);
  });

  it("shows a dash when the summary failed or a figure is missing", () => {
    expect(UNKNOWN_FIGURE).toBe("—");
    expect(landingFigures(undefined).map((figure) => figure.value)).toEqual(["—", "—", "—"]);
    const partial = parseAmmSummary({ status: "ok", metrics: { fees_24h_usd_value: 0 } });
    expect(landingFigures(partial).map((figure) => figure.value)).toEqual(["—", "—", "$0.00"]);
  });
});
