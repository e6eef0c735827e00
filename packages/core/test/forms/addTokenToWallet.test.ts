import { describe, expect, it } from "vitest";
import { walletWatchAsset } from "../../src/forms/addTokenToWallet";

describe("add token to the Ethereum browser wallet", () => {
  it.each([
    ["UTXRAM", 4],
    ["EOS", 4],
    ["TLOS", 4],
    ["WAX", 8],
    ["LP", 4],
  ])("allows %s with %i decimals", (symbol, decimals) => {
    expect(walletWatchAsset(symbol)).toEqual({ ok: true, symbol, decimals });
  });

  it.each(["UTX", "UFX", "USDT", "eos", "wax", "", "toString", "__proto__"])(
    "refuses %j with the product's text",
    (symbol) => {
      expect(walletWatchAsset(symbol)).toEqual({
        ok: false,
        error: "Token cannot be currently added to Metamask, contact admin",
      });
    },
  );
});
