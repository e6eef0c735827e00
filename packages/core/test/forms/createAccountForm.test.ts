import { describe, expect, it } from "vitest";
import {
  accountCreationMemo,
  accountKeys,
  accountPaymentOptions,
  type CreateAccountKeysState,
  createAccountKeysStatus,
  createAccountNextStatus,
  createAccountPayStatus,
  createAccountTotal,
  ethPaymentProgress,
} from "../../src/forms/createAccountForm";
import { DEV_KEY_BAD_CHECKSUM, DEV_KEY_LEGACY, generatedK1Key } from "../keys/sampleKeys";

const KEY = DEV_KEY_LEGACY;
const OTHER_KEY = generatedK1Key();

describe("Create Account step 1", () => {
  it("enables Next only for a valid, available username", () => {
    expect(createAccountNextStatus("myname12345a", "available").enabled).toBe(true);
    for (const availability of ["unknown", "checking", "taken", "error"] as const) {
      expect(createAccountNextStatus("myname12345a", availability).enabled).toBe(false);
    }
    expect(createAccountNextStatus("myname1234", "available").enabled).toBe(false);
  });
});

describe("Create Account step 2 (pay)", () => {
  it("excludes any token with UTX in the name", () => {
    const options = [
      { symbol: "EOS", chain: "eos" },
      { symbol: "UTX", chain: "ux" },
      { symbol: "UTXRAM", chain: "ux" },
      { symbol: "WUTX", chain: "eth" },
      { symbol: "USDT", chain: "eth" },
      { symbol: "WRAP", chain: "wax", name: "Wrapped utx" },
      { symbol: "ETH", chain: "eth", name: "Ether" },
    ];
    expect(accountPaymentOptions(options).map((o) => o.symbol)).toEqual(["EOS", "USDT", "ETH"]);
  });

  it("shows the selection button, Continue or Connect Wallet", () => {
    expect(createAccountPayStatus(null, false)).toEqual({
      enabled: false,
      buttonText: "Missing Token / Chain Selection",
      messages: [],
      action: "none",
    });
    expect(createAccountPayStatus({ symbol: "EOS", chain: "eos" }, true)).toMatchObject({
      enabled: true,
      buttonText: "Continue",
      action: "submit",
    });
    expect(createAccountPayStatus({ symbol: "EOS", chain: "eos" }, false)).toMatchObject({
      enabled: true,
      buttonText: "Connect Wallet",
      action: "connectWallet",
    });
  });

  it("totals the USD cost in the token, USDT counting as 1, rounded up", () => {
    expect(createAccountTotal("2.5", "USDT", 6, { USDT: "0.5" })).toBe(2_500_000n);
    expect(createAccountTotal("2.5", "EOS", 4, { EOS: "0.7" })).toBe(35_715n); // 3.5714285.. -> 3.5715
    expect(createAccountTotal(3, "ETH", 18, { ETH: 3000 })).toBe(10n ** 15n);
    expect(createAccountTotal("2.5", "WAX", 8, {})).toBeNull();
    expect(createAccountTotal("2.5", "WAX", 8, { WAX: "0" })).toBeNull();
  });
});

describe("Create Account step 3 (keys)", () => {
  const rows: [string, CreateAccountKeysState, boolean, string[]][] = [
    [
      "EOSIO payer, own valid key",
      { payer: "eosio", ownerKey: KEY, activeKey: "", reusePayerKeys: false },
      true,
      [],
    ],
    [
      "EOSIO payer, invalid owner",
      { payer: "eosio", ownerKey: DEV_KEY_BAD_CHECKSUM, activeKey: KEY, reusePayerKeys: false },
      false,
      ["Owner key: The public key checksum does not match"],
    ],
    [
      "EOSIO payer, reuse, both valid",
      { payer: "eosio", ownerKey: KEY, activeKey: OTHER_KEY, reusePayerKeys: true },
      true,
      [],
    ],
    [
      "EOSIO payer, reuse, active invalid",
      { payer: "eosio", ownerKey: KEY, activeKey: "", reusePayerKeys: true },
      false,
      ["Active key: Enter a public key"],
    ],
    [
      "EOSIO payer, not reusing, active ignored",
      { payer: "eosio", ownerKey: KEY, activeKey: DEV_KEY_BAD_CHECKSUM, reusePayerKeys: false },
      true,
      [],
    ],
    [
      "Ethereum payer, owner valid",
      { payer: "ethereum", ownerKey: OTHER_KEY, useEthAddress: false },
      true,
      [],
    ],
    [
      "Ethereum payer, owner invalid",
      { payer: "ethereum", ownerKey: "EOS", useEthAddress: false },
      false,
      ["Owner key: The public key contains invalid characters"],
    ],
    [
      "Ethereum payer, Ethereum address used",
      { payer: "ethereum", ownerKey: "", useEthAddress: true },
      true,
      [],
    ],
  ];

  it.each(rows)("%s", (_label, state, enabled, messages) => {
    expect(createAccountKeysStatus(state)).toEqual({
      enabled,
      buttonText: "Create Account",
      messages,
      action: enabled ? "submit" : "none",
    });
  });

  it("gives the new account's keys and the payment memo", () => {
    expect(
      accountKeys({ payer: "eosio", ownerKey: KEY, activeKey: OTHER_KEY, reusePayerKeys: true }),
    ).toEqual({
      owner: KEY,
      active: OTHER_KEY,
    });
    expect(
      accountKeys({ payer: "eosio", ownerKey: KEY, activeKey: OTHER_KEY, reusePayerKeys: false }),
    ).toEqual({
      owner: KEY,
      active: KEY,
    });
    expect(accountKeys({ payer: "ethereum", ownerKey: KEY, useEthAddress: false })).toEqual({
      owner: KEY,
      active: KEY,
    });
    expect(accountCreationMemo("myname12345a", KEY, OTHER_KEY)).toBe(`myname12345a,${KEY},${OTHER_KEY}`);
  });
});

describe("Ethereum payment progress", () => {
  it("starts at 5%, then min(n/3 x 100, 99), then confirmed at 3", () => {
    expect(ethPaymentProgress(0)).toEqual({ percent: 5, status: "Transaction confirmation 0/3" });
    expect(ethPaymentProgress(1).status).toBe("Transaction confirmation 1/3");
    expect(ethPaymentProgress(1).percent).toBeCloseTo(33.333, 3);
    expect(ethPaymentProgress(2).percent).toBeCloseTo(66.667, 3);
    expect(ethPaymentProgress(3)).toEqual({
      percent: 99,
      status: "Transaction confirmed on Ethereum, the product is creating your account...",
    });
    expect(ethPaymentProgress(7).percent).toBe(99);
    expect(ethPaymentProgress(-1).percent).toBe(5);
  });
});
