import { describe, expect, it } from "vitest";
import { pageNameOf } from "../../../src/app/routes/routeTable";
import { formatPageTitle } from "../../../src/app/shell/pageTitle";
import { PRODUCT_NAME } from "../../../src/shared/product";

describe("page title", () => {
  it("reads 'page | product'", () => {
    expect(formatPageTitle("Home", "UX Network", 0)).toBe("Home | UX Network");
  });

  it("prefixes the unviewed notification count when above zero", () => {
    expect(formatPageTitle("Home", "UX Network", 3)).toBe("(3) Home | UX Network");
    expect(formatPageTitle("Home", "UX Network", 1)).toBe("(1) Home | UX Network");
    expect(formatPageTitle("Home", "UX Network", -1)).toBe("Home | UX Network");
  });

  it.each([
    ["/home", "Home | UX Network"],
    ["/amm/multiSwap", "Multiasset Swap | UX Network"],
    ["/amm/swap", "AMM Swap | UX Network"],
    ["/bridge", "Bridge | UX Network"],
    ["/pools/standard", "Liquidity Pools | UX Network"],
    ["/pools/ufx/utxufx", "utxufx | UX Network"],
    ["/no/such/page", "Page not found | UX Network"],
  ])("%s is titled '%s'", (path, title) => {
    expect(formatPageTitle(pageNameOf(path), PRODUCT_NAME, 0)).toBe(title);
  });
});
