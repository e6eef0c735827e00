import type { NetworkConfig } from "@ux/core/config";
import type { ReceiveChoice, SendToken } from "../../../src/features/resources/resourcesTokens";
import { testConfig } from "../../shared/config/testConfig";
import {
  ETH_TO_UTX,
  ETH_TO_UTXRAM,
  OUR_ADDRESS,
  USDT_ADDRESS,
  USDT_TO_UTX,
} from "../../shared/swapSocket/fixtures";

/** testConfig with UX's UTX and UTXRAM (4 decimals) and its KYC registry. */
export function resourcesConfig(): NetworkConfig {
  const config = testConfig();
  const ux = config.chains.ux;
  if (ux === undefined) throw new Error("testConfig has no ux");
  ux.balances = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
  ];
  ux.kyc = "kyc.ux";
  return config;
}

export const ETH: SendToken = {
  key: "ETH@eth",
  symbol: "ETH",
  chain: "eth",
  chainLabel: "Ethereum (devnet)",
  decimals: 18,
  tokenContract: null,
  ourAddress: OUR_ADDRESS,
};

export const USDT: SendToken = {
  key: "USDT@eth",
  symbol: "USDT",
  chain: "eth",
  chainLabel: "Ethereum (devnet)",
  decimals: 6,
  tokenContract: USDT_ADDRESS,
  ourAddress: OUR_ADDRESS,
};

export const TO_UTXRAM: ReceiveChoice = { symbol: "UTXRAM", decimals: 4, pair: ETH_TO_UTXRAM };
export const TO_UTX: ReceiveChoice = { symbol: "UTX", decimals: 4, pair: ETH_TO_UTX };
export const USDT_TO_UTX_CHOICE: ReceiveChoice = { symbol: "UTX", decimals: 4, pair: USDT_TO_UTX };

export const WEI = 10n ** 18n;
