import { describe, expect, it } from "vitest";
import { addLiquidityFormStatus, type LiquidityEntry } from "../../src/forms/addLiquidityForm";
import { walletWatchAsset } from "../../src/forms/addTokenToWallet";
import {
  type AmmSwapFormState,
  ammSwapFormStatus,
  noBridgedEosWarning,
  type SwapToken,
} from "../../src/forms/ammSwapForm";
import { type BridgeFormState, bridgeFormStatus } from "../../src/forms/bridgeForm";
import {
  createAccountKeysStatus,
  createAccountNextStatus,
  createAccountPayStatus,
  ethPaymentProgress,
} from "../../src/forms/createAccountForm";
import type { FormStatus } from "../../src/forms/formStatus";
import * as messages from "../../src/forms/messages";
import {
  type MultiSwapFormState,
  multiSwapFormStatus,
  multiSwapReceiveTotal,
  multiSwapSideSummary,
} from "../../src/forms/multiSwapForm";
import {
  type RemoveLiquidityFormState,
  removeLiquidityFormStatus,
} from "../../src/forms/removeLiquidityForm";
import { type ResourcesSendFormState, resourcesSendFormStatus } from "../../src/forms/resourcesSendForm";
import { stakeFormStatus } from "../../src/forms/stakeForm";
import { MAX_UINT256 } from "../../src/money/tokenDecimals";
import { checkUsername } from "../../src/names/usernameRules";
import { DEV_KEY_LEGACY } from "../keys/sampleKeys";

/**
 * Every spec text the form rules produce, each reached from a concrete form state. A row is
 * [where, the text exactly as the spec writes it, a thunk producing the status or text].
 */
const KEY = DEV_KEY_LEGACY;
const UTX: SwapToken = { symbol: "UTX", decimals: 4, available: 1_000_000n, min: 10n };
const EOS: SwapToken = { symbol: "EOS", decimals: 4, available: 0n, min: 1n };
const swap = (over: Partial<AmmSwapFormState>): FormStatus =>
  ammSwapFormStatus({
    walletConnected: true,
    from: UTX,
    to: EOS,
    route: "pool",
    sendText: "1",
    receiveText: "2",
    ...over,
  });

const multi = (over: Partial<MultiSwapFormState>): FormStatus =>
  multiSwapFormStatus({
    walletConnected: true,
    poolChosen: true,
    send: [{ symbol: "UTX", decimals: 4, available: 100_000n, amountText: "1" }],
    receive: [{ symbol: "EOS", percentText: "100" }],
    ...over,
  });

const entry = (over: Partial<LiquidityEntry>): LiquidityEntry => ({
  symbol: "UTX",
  decimals: 4,
  available: 100_000n,
  min: 100n,
  amountText: "1",
  ...over,
});
const addLiquidity = (entries: LiquidityEntry[], over = {}): FormStatus =>
  addLiquidityFormStatus({ walletConnected: true, poolChosen: true, entries, ...over });

const remove = (over: Partial<RemoveLiquidityFormState>): FormStatus =>
  removeLiquidityFormStatus({
    walletConnected: true,
    poolChosen: true,
    lpAmountText: "1",
    lpDecimals: 4,
    lpBalance: 20_000n,
    mode: "unbalanced",
    percentages: [
      { symbol: "UTX", percentText: "60" },
      { symbol: "EOS", percentText: "40" },
    ],
    ...over,
  });

const bridge = (over: Partial<BridgeFormState>): FormStatus =>
  bridgeFormStatus({
    sourceWalletConnected: true,
    destinationWalletConnected: true,
    token: { symbol: "EOS", decimals: 4, balance: 50_000n },
    amountText: "1",
    ...over,
  });

const resources = (over: Partial<ResourcesSendFormState>): FormStatus =>
  resourcesSendFormStatus({
    sendingAccount: "0xabc",
    receivingAccount: "myname12345a",
    amountText: "0.5",
    token: { symbol: "ETH", decimals: 18, balance: 10n ** 18n, maxUnits: MAX_UINT256 },
    newAccountCost: 0n,
    limits: { minTx: 10n ** 16n, maxTx: 10n ** 18n, maxTxKYC: 5n * 10n ** 18n },
    receiverVerified: false,
    ...over,
  });

type Row = [string, string, () => FormStatus | string | null];
const button = (status: FormStatus) => status.buttonText;

const rows: Row[] = [
  // AMM Swap (spec 2 §5) and the no-wallet rule (spec 2 §6).
  ["AMM Swap", "Connect Wallet", () => swap({ walletConnected: false })],
  ["AMM Swap", "Choose the assets", () => swap({ to: null })],
  ["AMM Swap", "No matching pool found", () => swap({ route: "none" })],
  ["AMM Swap", "Enter an amount", () => swap({ sendText: "", receiveText: "" })],
  ["AMM Swap", "Insufficient Balance", () => swap({ sendText: "100.0001" })],
  ["AMM Swap", "Minimum is 0.001 UTX", () => swap({ sendText: "0.0009" })],
  ["AMM Swap", "Adjust your amounts", () => swap({ receiveText: "0" })],
  ["AMM Swap", "Submit", () => swap({})],
  ["AMM Swap", "No bridged EOS available", () => noBridgedEosWarning(true, EOS)],
  // Multi Swap (spec 2 §2).
  ["Multi Swap", "Connect Wallet", () => multi({ walletConnected: false })],
  ["Multi Swap", "Choose a pool", () => multi({ poolChosen: false })],
  [
    "Multi Swap",
    "Enter an amount",
    () => multi({ send: [{ symbol: "UTX", decimals: 4, available: 1n, amountText: "0" }] }),
  ],
  [
    "Multi Swap",
    "Percentages need to add up to 100%",
    () => multi({ receive: [{ symbol: "EOS", percentText: "99" }] }),
  ],
  ["Multi Swap", "Submit", () => multi({})],
  ["Multi Swap", "99.5 / 100%", () => multiSwapReceiveTotal([{ symbol: "EOS", percentText: "99.5" }]).text],
  ["Multi Swap", "No Tokens Selected", () => multiSwapSideSummary([]).summary],
  ["Multi Swap", "Select Tokens", () => multiSwapSideSummary([]).buttonText],
  ["Multi Swap", "Edit Tokens", () => multiSwapSideSummary(["UTX"]).buttonText],
  // Add liquidity (spec 2 §5).
  ["Add liquidity", "Choose a pool", () => addLiquidity([entry({})], { poolChosen: false })],
  [
    "Add liquidity",
    "Enter an amount",
    () => addLiquidity([entry({ amountText: "" }), entry({ amountText: "0" })]),
  ],
  ["Add liquidity", "Adjust your amounts", () => addLiquidity([entry({ amountText: "11" })])],
  [
    "Add liquidity",
    "You do not have enough UTX",
    () => addLiquidity([entry({ amountText: "11" })]).messages[0] ?? null,
  ],
  [
    "Add liquidity",
    "Minimum is 0.01 UTX",
    () => addLiquidity([entry({ amountText: "0.0099" })]).messages[0] ?? null,
  ],
  ["Add liquidity", "Add Liquidity", () => addLiquidity([entry({})])],
  // Remove liquidity (spec 2 §5).
  ["Remove liquidity", "Choose a pool", () => remove({ poolChosen: false })],
  ["Remove liquidity", "Enter an LP amount", () => remove({ lpAmountText: "0" })],
  ["Remove liquidity", "Insufficient LP Balance", () => remove({ lpAmountText: "2.0001" })],
  [
    "Remove liquidity",
    "Percentages need to add up to 100%",
    () => remove({ percentages: [{ symbol: "UTX", percentText: "50" }] }),
  ],
  ["Remove liquidity", "Remove Liquidity", () => remove({})],
  // Stake (spec 2 §5).
  [
    "Stake",
    "Stake Qty is not valid",
    () => stakeFormStatus({ walletConnected: true, quantityText: "abc", available: 1n }).messages[0] ?? null,
  ],
  // Bridge (spec 2 §5).
  ["Bridge", "Connect Wallets", () => bridge({ destinationWalletConnected: false })],
  ["Bridge", "Amount not entered", () => bridge({ amountText: "" })],
  ["Bridge", "Insufficient Funds", () => bridge({ amountText: "5.0001" })],
  // Resources send (spec 1 §5).
  ["Resources", "Please connect wallet", () => resources({ sendingAccount: null })],
  ["Resources", "Select receiving account", () => resources({ receivingAccount: null })],
  ["Resources", "Enter an amount", () => resources({ amountText: "" })],
  ["Resources", "Submit", () => resources({})],
  [
    "Resources",
    "Not enough ETH",
    () => resources({ amountText: "0.9", newAccountCost: 2n * 10n ** 17n }).messages[0] ?? null,
  ],
  ["Resources", "Minimum 0.01 ETH per swap", () => resources({ amountText: "0.009" }).messages[0] ?? null],
  [
    "Resources",
    "Maximum 1 ETH per swap",
    () =>
      resources({
        amountText: "1.5",
        token: { symbol: "ETH", decimals: 18, balance: 10n ** 19n, maxUnits: MAX_UINT256 },
      }).messages[0] ?? null,
  ],
  [
    "Resources",
    "Maximum 5 ETH per swap",
    () =>
      resources({
        amountText: "6",
        receiverVerified: true,
        token: { symbol: "ETH", decimals: 18, balance: 10n ** 19n, maxUnits: MAX_UINT256 },
      }).messages[0] ?? null,
  ],
  // Create Account (spec 1 §2, §4, §5).
  ["Create Account", "12 characters long", () => checkUsername("abc", "unknown").rules[0]?.text ?? null],
  [
    "Create Account",
    "Only contain a-z and 1-5",
    () => checkUsername("abc", "unknown").rules[1]?.text ?? null,
  ],
  ["Create Account", "Unique name", () => checkUsername("abc", "unknown").rules[2]?.text ?? null],
  ["Create Account", "Missing Token / Chain Selection", () => createAccountPayStatus(null, true)],
  ["Create Account", "Continue", () => createAccountPayStatus({ symbol: "EOS", chain: "eos" }, true)],
  ["Create Account", "Connect Wallet", () => createAccountPayStatus({ symbol: "EOS", chain: "eos" }, false)],
  [
    "Create Account",
    "Create Account",
    () => createAccountKeysStatus({ payer: "eosio", ownerKey: KEY, activeKey: "", reusePayerKeys: false }),
  ],
  ["Create Account", "Transaction confirmation 2/3", () => ethPaymentProgress(2).status],
  [
    "Create Account",
    "Transaction confirmed on Ethereum, the product is creating your account...",
    () => ethPaymentProgress(3).status,
  ],
  [
    "Create Account",
    "Error in signing transaction, please try again",
    () => messages.ERROR_SIGNING_TRANSACTION,
  ],
  [
    "Create Account",
    "You are linking an account from the wrong network, please change the wallet network to Sepolia",
    () => messages.wrongEthereumNetwork("Sepolia"),
  ],
  // Add token to the Ethereum browser wallet (spec 2 §8).
  [
    "Wallet",
    "Token cannot be currently added to Metamask, contact admin",
    () => {
      const result = walletWatchAsset("UFX");
      return result.ok ? null : result.error;
    },
  ],
];

describe("every spec text, from a form state", () => {
  it.each(rows)("%s: %j", (_where, text, produce) => {
    const produced = produce();
    expect(typeof produced === "string" || produced === null ? produced : button(produced)).toBe(text);
  });

  it("Next follows the username rules", () => {
    expect(createAccountNextStatus("myname12345a", "available")).toMatchObject({
      enabled: true,
      buttonText: "Next",
    });
    expect(createAccountNextStatus("myname12345a", "error")).toMatchObject({
      enabled: false,
      buttonText: "Next",
    });
  });

  it("message constants equal the spec's texts", () => {
    expect(messages.minimumIs("0.0001", "UTX")).toBe("Minimum is 0.0001 UTX");
    expect(messages.youDoNotHaveEnough("EOS")).toBe("You do not have enough EOS");
    expect(messages.noBridgedToken("WAX")).toBe("No bridged WAX available");
    expect(messages.percentTotal("100")).toBe("100 / 100%");
    expect(messages.notEnough("USDT")).toBe("Not enough USDT");
    expect(messages.minimumPerSwap("10", "USDT")).toBe("Minimum 10 USDT per swap");
    expect(messages.maximumPerSwap("500", "USDT")).toBe("Maximum 500 USDT per swap");
    expect(messages.USERNAME_MESSAGES).toEqual({
      length: "12 characters long",
      characters: "Only contain a-z and 1-5",
      unique: "Unique name",
    });
  });
});
