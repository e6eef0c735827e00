import type { LiveInfo } from "@ux/core/accounts/socket";
import { PrivateKey } from "@wharfkit/antelope";
import type { PaymentChoice } from "../../../src/features/account-creation/payment/paymentChoices";
import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { testConfig } from "../../shared/config/testConfig";
import { LIVE_INFO, OUR_ADDRESS, USDT_ADDRESS } from "../../shared/swapSocket/fixtures";

/** Create Account fixtures: the test config's chains (ux, eos, eth) and the swap service's devnet offer. */

export const CONFIG = testConfig();

export const NEW_NAME = "newaccount12";
export const SWAP_FUND = "swap.ux";

/** Two real K1 keys, in the legacy form the spec names and in the current one. */
export const OWNER_KEY = PrivateKey.from("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
  .toPublic()
  .toLegacyString();
export const ACTIVE_KEY = PrivateKey.from("5JihfJvjZDzCrQjYVJRbAHi7AiFJd3JPZb4hZBbUaabo34ZiPsi")
  .toPublic()
  .toString();

/** The service's offer with an EOS payment on the eos chain and a UTX token that must never be offered. */
export const OFFER: LiveInfo = {
  ...LIVE_INFO,
  assets: [
    {
      symbol: "EOS",
      chain: "eos",
      decimals: 4,
      tokenContract: "eosio.token",
      swapFund: SWAP_FUND,
      ourAddress: null,
    },
    ...LIVE_INFO.assets,
    {
      symbol: "UTX",
      chain: "ux",
      decimals: 4,
      tokenContract: "eosio.token",
      swapFund: SWAP_FUND,
      ourAddress: null,
    },
  ],
};

/** USD rates: 2.5 USD is 3.1250 EOS, 0.001 ETH, 2.5 USDT (USDT counts as 1 even when the rates omit it). */
export const RATES = { EOS: "0.8", ETH: "2500", UTX: "1" };

export const EOS_CHOICE: PaymentChoice = {
  key: "EOS@eos",
  symbol: "EOS",
  chain: "eos",
  chainLabel: "EOS",
  decimals: 4,
  payer: "eosio",
  tokenContract: "eosio.token",
  swapFund: SWAP_FUND,
  ourAddress: null,
  total: 31_250n,
};

export const ETH_CHOICE: PaymentChoice = {
  key: "ETH@eth",
  symbol: "ETH",
  chain: "eth",
  chainLabel: "Ethereum (devnet)",
  decimals: 18,
  payer: "ethereum",
  tokenContract: null,
  swapFund: null,
  ourAddress: OUR_ADDRESS,
  total: 1_000_000_000_000_000n,
};

export const USDT_CHOICE: PaymentChoice = {
  ...ETH_CHOICE,
  key: "USDT@eth",
  symbol: "USDT",
  decimals: 6,
  tokenContract: USDT_ADDRESS,
  total: 2_500_000n,
};

export const EOS_SESSION: WalletSession = {
  chain: "eos",
  actor: "alice",
  permission: "active",
  walletPlugin: "privatekey",
};

export { ethPayer as ETH_SESSION } from "../../shared/wallet/sessionFixtures";
