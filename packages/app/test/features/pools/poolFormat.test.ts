import { describe, expect, it } from "vitest";
import {
  lpAmountFigure,
  NO_FIGURE,
  percentChangeFigure,
  percentFigure,
  quantityFigure,
  usdFigure,
  usdPriceFigure,
} from "../../../src/features/pools/poolFormat";

describe("pool figures formatting", () => {
  it("shows USD amounts with cents and a dash when unknown", () => {
    expect(usdFigure("1234567.895")).toBe("$1,234,567.90");
    expect(usdFigure("0")).toBe("$0.00");
    expect(usdFigure(undefined)).toBe(NO_FIGURE);
    expect(usdFigure("12abc")).toBe(NO_FIGURE);
  });

  it("shows prices with 4 decimals rounded down, so small prices stay readable", () => {
    expect(usdPriceFigure("0.0123")).toBe("$0.0123");
    expect(usdPriceFigure("0.00019999")).toBe("$0.0001");
    expect(usdPriceFigure("1234.56789")).toBe("$1,234.5678");
    expect(usdPriceFigure("1e-7")).toBe("$0.0000");
    expect(usdPriceFigure("-1")).toBe(NO_FIGURE);
    expect(usdPriceFigure(undefined)).toBe(NO_FIGURE);
  });

  it("shows an APR percent with 2 decimals, truncated", () => {
    expect(percentFigure("12.3456")).toBe("12.34%");
    expect(percentFigure("5")).toBe("5.00%");
    expect(percentFigure("0.009")).toBe("0.00%");
    expect(percentFigure("-0.129")).toBe("-0.12%");
    expect(percentFigure(undefined)).toBe(NO_FIGURE);
  });

  it("shows a positive percent change with '+', a negative one with '-', zero without sign", () => {
    expect(percentChangeFigure("12.34")).toEqual({ text: "+12.34%", tone: "up" });
    expect(percentChangeFigure("0.01")).toEqual({ text: "+0.01%", tone: "up" });
    expect(percentChangeFigure("-3.1")).toEqual({ text: "-3.10%", tone: "down" });
    expect(percentChangeFigure("0")).toEqual({ text: "0.00%", tone: "flat" });
    // Below a hundredth toward zero: no sign on a value that reads as zero.
    expect(percentChangeFigure("-0.001")).toEqual({ text: "0.00%", tone: "flat" });
    expect(percentChangeFigure("0.004")).toEqual({ text: "0.00%", tone: "flat" });
    expect(percentChangeFigure(undefined)).toEqual({ text: NO_FIGURE, tone: "flat" });
  });

  it("shows pool quantities and LP amounts with 4 decimals, rounded down", () => {
    expect(quantityFigure("1234.56789012 WAX")).toBe("1,234.5678 WAX");
    expect(quantityFigure("5 ZERO")).toBe("5.0000 ZERO");
    expect(quantityFigure("not an asset")).toBe("not an asset");
    expect(lpAmountFigure(12_345_678n, 4, "LPA")).toBe("1,234.5678 LPA");
    expect(lpAmountFigure(99n, 6, "LPX")).toBe("0.0000 LPX");
  });
});
