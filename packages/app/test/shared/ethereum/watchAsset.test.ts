import { describe, expect, it } from "vitest";
import { addTokenToBrowserWallet, watchAssetAddress } from "../../../src/shared/ethereum/watchAsset";
import { FakeProvider } from "./fakeProvider";

describe("adding a token to the browser wallet", () => {
  it("asks wallet_watchAsset for an allowed token, with WAX at 8 decimals", async () => {
    const provider = new FakeProvider({ wallet_watchAsset: () => true });
    await expect(addTokenToBrowserWallet(provider, "WAX", "https://app.test/favicon.svg")).resolves.toEqual({
      ok: true,
    });
    expect(provider.calls[0]).toEqual({
      method: "wallet_watchAsset",
      params: {
        type: "ERC20",
        options: {
          address: watchAssetAddress("WAX"),
          symbol: "WAX",
          decimals: 8,
          image: "https://app.test/favicon.svg",
        },
      },
    });
    for (const symbol of ["UTXRAM", "EOS", "TLOS", "LP"]) {
      await expect(addTokenToBrowserWallet(provider, symbol)).resolves.toEqual({ ok: true });
    }
  });

  it("refuses any other token with the product's text, without asking the wallet", async () => {
    const provider = new FakeProvider();
    for (const symbol of ["UTX", "UFX", "USDT"]) {
      await expect(addTokenToBrowserWallet(provider, symbol)).resolves.toEqual({
        ok: false,
        message: "Token cannot be currently added to Metamask, contact admin",
      });
    }
    expect(provider.calls).toEqual([]);
  });

  it("gives each token a fixed address in the gateway's range", () => {
    expect(watchAssetAddress("EOS")).toBe(`0x7578454f53${"0".repeat(30)}`);
    expect(watchAssetAddress("EOS")).toMatch(/^0x[0-9a-f]{40}$/);
    expect(watchAssetAddress("UTXRAM")).not.toBe(watchAssetAddress("UTX"));
    expect(() => watchAssetAddress("eos")).toThrow(RangeError);
  });
});
