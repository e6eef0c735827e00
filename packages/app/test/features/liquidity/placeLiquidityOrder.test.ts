import type { NetworkConfig } from "@ux/core/config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { placeLiquidityOrder } from "../../../src/features/liquidity/placeLiquidityOrder";
import type { AmmOrderRequest } from "../../../src/shared/amm/ammOrderRequest";
import { notify } from "../../../src/shared/notifications/notify";

const CONFIG = {} as NetworkConfig;
const REQUEST = { type: "Add Liquidity" } as AmmOrderRequest;
const PLACED = { uuid: "u", transactionId: "t", orderIds: ["1"] };

afterEach(() => vi.restoreAllMocks());

describe("placeLiquidityOrder", () => {
  it("resolves true once placeAmmOrder resolves, passing the config and request through", async () => {
    const place = vi.fn(async () => PLACED);
    await expect(placeLiquidityOrder(CONFIG, REQUEST, async () => place)).resolves.toBe(true);
    expect(place).toHaveBeenCalledWith(CONFIG, REQUEST);
  });

  it("resolves false without a second message when placeAmmOrder rejects (it shows its own error)", async () => {
    const error = vi.spyOn(notify, "error");
    const place = vi.fn(async () => {
      throw new Error("User rejected signature");
    });
    await expect(placeLiquidityOrder(CONFIG, REQUEST, async () => place)).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it("shows the error itself when the orders code cannot be loaded", async () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const load = async () => {
      throw new Error("Failed to fetch dynamically imported module");
    };
    await expect(placeLiquidityOrder(CONFIG, REQUEST, load)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith("Failed to fetch dynamically imported module");
  });
});
