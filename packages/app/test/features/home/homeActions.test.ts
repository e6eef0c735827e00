import { describe, expect, it } from "vitest";
import { resolveRoute } from "../../../src/app/routes/routeTable";
import { HOME_ACTIONS } from "../../../src/features/home/homeActions";
import { CREATE_ACCOUNT_PATH } from "../../../src/shared/navigation";

describe("landing page buttons", () => {
  it("are the spec's six, in order, with their destinations", () => {
    expect(HOME_ACTIONS.map((action) => [action.label, action.to])).toEqual([
      ["Trade", "/amm/swap"],
      ["Create account", "/home?createAccount=1"],
      ["Buy UTX", "/swap"],
      ["Stake UTX", "/stake"],
      ["Buy UFX", "/amm/swap?to=UFX"],
      ["Add Liquidity", "/amm/liquidity/add"],
    ]);
    expect(CREATE_ACCOUNT_PATH).toBe("/home?createAccount=1");
  });

  it("each leads to a real page", () => {
    for (const action of HOME_ACTIONS) {
      const path = new URL(action.to, "http://app").pathname;
      expect(resolveRoute(path).route.id, action.label).not.toBe("notFound");
    }
  });
});
