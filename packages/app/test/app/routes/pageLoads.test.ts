import { describe, expect, it, vi } from "vitest";

const loadWallet = vi.fn();
vi.mock("../../../src/app/routes/pageLoaders", () => ({ PAGE_LOADERS: { wallet: loadWallet } }));

const { loadPage, preloadPageOf } = await import("../../../src/app/routes/pageLoads");

describe("page loads", () => {
  it("fetches a page once, starting from its path, and tries again after a failure", async () => {
    const Page = () => null;
    loadWallet.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Page);
    preloadPageOf("/wallet");
    await expect(loadPage("wallet")).rejects.toThrow("offline");
    await expect(loadPage("wallet")).resolves.toBe(Page);
    await expect(loadPage("wallet")).resolves.toBe(Page);
    expect(loadWallet).toHaveBeenCalledTimes(2);
  });

  it("loads nothing for a path that only redirects", () => {
    loadWallet.mockClear();
    preloadPageOf("/amm/liquidity");
    expect(loadWallet).not.toHaveBeenCalled();
  });
});
