import { describe, expect, it } from "vitest";
import { PAGE_LOADERS } from "../../../src/app/routes/pageLoaders";
import { APP_ROUTES, type RouteId, resolveRoute } from "../../../src/app/routes/routeTable";

describe("route table", () => {
  // Every row of spec 2 §2 (and spec 1 §2), with the page each one must show.
  it.each<[string, RouteId, Record<string, string>]>([
    ["/", "entry", {}],
    ["/home", "home", {}],
    ["/swap", "resources", {}],
    ["/referrals", "referrals", {}],
    ["/wallet", "wallet", {}],
    ["/stake", "stake", {}],
    ["/bridge", "bridge", {}],
    ["/amm/liquidity/add", "liquidity", { tab: "add" }],
    ["/amm/liquidity/remove", "liquidity", { tab: "remove" }],
    ["/amm/liquidity/positions", "liquidity", { tab: "positions" }],
    ["/amm/liquidity", "liquidityIndex", {}],
    ["/amm/liquidity/", "liquidityIndex", {}],
    ["/amm/swap", "ammSwap", {}],
    ["/amm/multiSwap", "multiSwap", {}],
    ["/pools/standard", "pools", { tab: "standard" }],
    ["/pools/ufx", "pools", { tab: "ufx" }],
    ["/pools/standard/utxeos", "poolDetail", { type: "standard", name: "utxeos" }],
    ["/pools/ufx/ufxutx", "poolDetail", { type: "ufx", name: "ufxutx" }],
  ])("%s shows %s", (path, id, params) => {
    const resolved = resolveRoute(path);
    expect(resolved.route.id).toBe(id);
    for (const [name, value] of Object.entries(params)) expect(resolved.params[name]).toBe(value);
  });

  it("sends /amm/liquidity to the add tab", () => {
    expect(resolveRoute("/amm/liquidity").route.redirectTo).toBe("/amm/liquidity/add");
  });

  it.each([
    "/nowhere",
    "/home/extra",
    "/amm",
    "/amm/liquidity/deposit",
    "/pools",
    "/pools/other",
    "/pools/other/utxeos",
    "/pools/standard/utxeos/more",
  ])("%s is not found", (path) => {
    expect(resolveRoute(path).route.id).toBe("notFound");
  });

  it("has exactly one page loader per page route, and every loader yields a component", async () => {
    const pageIds = APP_ROUTES.filter((route) => route.redirectTo === undefined).map((route) => route.id);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...pageIds].sort());
    for (const load of Object.values(PAGE_LOADERS)) expect(typeof (await load())).toBe("function");
  });
});
