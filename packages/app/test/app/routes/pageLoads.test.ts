import { describe, expect, it, vi } from "vitest";

const loadWallet = vi.fn();
vi.mock("../../../src/app/routes/pageLoaders", () => ({ PAGE_LOADERS: { wallet: loadWallet } }));
// A first visit whose disclaimer has not been painted yet (its time limit never ends here).
vi.mock("../../../src/app/shell/disclaimerFirst", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/app/shell/disclaimerFirst")>();
  return {
    ...actual,
    disclaimerFirst: actual.createDisclaimerFirst(false, () => new Promise<void>(() => {})),
  };
});

const { loadPage, preloadPageOf } = await import("../../../src/app/routes/pageLoads");
const { disclaimerFirst: gate } = await import("../../../src/app/shell/disclaimerFirst");

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("page loads", () => {
  it("wait on a first visit until the disclaimer has been painted", async () => {
    // Failing, so that the next test starts without this load.
    loadWallet.mockRejectedValueOnce(new Error("offline"));
    preloadPageOf("/wallet");
    await settle();
    expect(loadWallet).not.toHaveBeenCalled();
    gate.markShown();
    await settle();
    expect(loadWallet).toHaveBeenCalledTimes(1);
  });

  it("wait until the page's preload links are in (the inline script adds them in slices)", async () => {
    loadWallet.mockClear().mockRejectedValueOnce(new Error("offline"));
    let linksIn = () => {};
    const load = loadPage("wallet", () => new Promise<void>((resolve) => (linksIn = resolve)));
    await settle();
    // Vite's helper would otherwise add every missing link in one long task.
    expect(loadWallet).not.toHaveBeenCalled();
    linksIn();
    await expect(load).rejects.toThrow("offline");
    expect(loadWallet).toHaveBeenCalledTimes(1);
  });

  it("fetch a page once, and try again after a failure", async () => {
    const Page = () => null;
    loadWallet.mockClear().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Page);
    await expect(loadPage("wallet")).rejects.toThrow("offline");
    await expect(loadPage("wallet")).resolves.toBe(Page);
    await expect(loadPage("wallet")).resolves.toBe(Page);
    expect(loadWallet).toHaveBeenCalledTimes(2);
  });

  it("load nothing for a path that only redirects", () => {
    loadWallet.mockClear();
    preloadPageOf("/amm/liquidity");
    expect(loadWallet).not.toHaveBeenCalled();
  });
});
