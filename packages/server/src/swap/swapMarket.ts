import {
  ETH_CONFIRMATIONS_REQUIRED,
  NEW_ACCOUNT_CPU_GRANT,
  NEW_ACCOUNT_NET_GRANT,
  NEW_ACCOUNT_RAM_GRANT,
} from "@ux/core/accounts";
import {
  accountCostUnits,
  type LiveInfo,
  type SwapAsset,
  type SwapLimitUnits,
  type SwapPair,
} from "@ux/core/accounts/socket";
import { decimalToUnits, formatAsset, formatUnitsTrimmed, parseDecimal } from "@ux/core/money";
import type { PaymentToken } from "../db/swapJobStore";
import type { PairConfig, SwapConfig } from "./swapConfig";

/*
 * What the swap service offers, from its config: the payment tokens and where each is paid (liveInfo), the
 * USD rates (rates) and the Resources pairs with their limits (pairs), plus the lookups the checks use. One
 * place computes the account cost per token, so the figures the page shows are the ones the service checks.
 */

/** The UX tokens a pair pays out: both eosio.token, 4 decimals. */
export const UX_PAYOUT_TOKENS = { UTX: "eosio.token", UTXRAM: "eosio.token" } as const;
export const UX_PAYOUT_DECIMALS = 4;

export interface MarketPair {
  config: PairConfig;
  token: PaymentToken;
  limits: SwapLimitUnits;
}

const units = (text: string, decimals: number) => {
  const value = parseDecimal(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return decimalToUnits(value, decimals, "up");
};

export class SwapMarket {
  readonly tokens: PaymentToken[];

  constructor(private readonly config: SwapConfig) {
    this.tokens = [
      ...config.antelopePayers.flatMap((payer) =>
        payer.tokens.map((token) => ({
          chain: payer.chain,
          symbol: token.symbol,
          decimals: token.decimals,
          contract: token.contract,
        })),
      ),
      ...(config.ethereum?.tokens.map((token) => ({
        chain: config.ethereum?.chain ?? "eth",
        symbol: token.symbol,
        decimals: token.decimals,
        contract: token.address?.toLowerCase() ?? null,
      })) ?? []),
    ];
  }

  token(chain: string, symbol: string): PaymentToken | null {
    return this.tokens.find((token) => token.chain === chain && token.symbol === symbol) ?? null;
  }

  /** The account cost in units of a payment token, rounded up; null without a rate. */
  accountCost(token: Pick<PaymentToken, "symbol" | "decimals">): bigint | null {
    return accountCostUnits(this.config.accountCostUsd, token.symbol, token.decimals, this.config.usdRates);
  }

  pair(send: { chain: string; symbol: string }, receiveSymbol: string): MarketPair | null {
    const config = this.config.pairs.find(
      (pair) =>
        pair.send.chain === send.chain &&
        pair.send.symbol === send.symbol &&
        pair.receive.symbol === receiveSymbol,
    );
    const token = config ? this.token(config.send.chain, config.send.symbol) : null;
    if (!config || !token) return null;
    return {
      config,
      token,
      limits: {
        minTx: units(config.minTx, token.decimals),
        maxTx: units(config.maxTx, token.decimals),
        maxTxKYC: units(config.maxTxKYC, token.decimals),
      },
    };
  }

  pairs(): SwapPair[] {
    return this.config.pairs.map((pair) => ({
      send: pair.send,
      receive: pair.receive,
      rate: pair.rate,
      minTx: pair.minTx,
      maxTx: pair.maxTx,
      maxTxKYC: pair.maxTxKYC,
    }));
  }

  rates(): Record<string, string> {
    return { ...this.config.usdRates, USDT: "1" };
  }

  liveInfo(): LiveInfo {
    const payerOf = (chain: string) => this.config.antelopePayers.find((payer) => payer.chain === chain);
    const ethereum = this.config.ethereum;
    const assets: SwapAsset[] = this.tokens.map((token) => ({
      symbol: token.symbol,
      chain: token.chain,
      decimals: token.decimals,
      tokenContract: token.contract,
      swapFund: payerOf(token.chain)?.fund.account ?? null,
      ourAddress: ethereum !== undefined && token.chain === ethereum.chain ? ethereum.ourAddress : null,
    }));
    const costs = this.tokens.flatMap((token) => {
      const cost = this.accountCost(token);
      return cost === null
        ? []
        : [{ symbol: token.symbol, chain: token.chain, amount: formatUnitsTrimmed(cost, token.decimals) }];
    });
    return {
      onboarding: {
        cost: this.config.accountCostUsd,
        cpu: formatAsset(NEW_ACCOUNT_CPU_GRANT),
        net: formatAsset(NEW_ACCOUNT_NET_GRANT),
        ram: formatAsset(NEW_ACCOUNT_RAM_GRANT),
      },
      assets,
      costs,
      confirmationsRequired: ethereum?.confirmations ?? ETH_CONFIRMATIONS_REQUIRED,
    };
  }
}
