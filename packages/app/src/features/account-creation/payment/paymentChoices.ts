import type { LiveInfo } from "@ux/core/accounts/socket";
import type { NetworkConfig } from "@ux/core/config";
import { accountPaymentOptions, createAccountTotal, type PaymentOption } from "@ux/core/forms";

/** A token/chain that can pay for a new account, with where it is paid and what it costs. */
export interface PaymentChoice extends PaymentOption {
  /** `SYMBOL@chain`: how the selector and the flow name the choice. */
  readonly key: string;
  readonly chainLabel: string;
  readonly decimals: number;
  readonly payer: "eosio" | "ethereum";
  /** The Antelope token contract or the ERC-20 address; null for ETH. */
  readonly tokenContract: string | null;
  /** EOSIO: the account payments go to. */
  readonly swapFund: string | null;
  /** Ethereum: the address payments go to. */
  readonly ourAddress: string | null;
  /** The account cost in the token's units (spec 1 §5: the USD cost by the token's rate, USDT = 1). */
  readonly total: bigint;
}

export const choiceKey = (symbol: string, chain: string) => `${symbol}@${chain}`;

/**
 * What step 2's selector offers: the service's payment tokens on chains this network config knows, minus
 * any with UTX in the name (core's accountPaymentOptions), each with its total. A token the rates do not
 * price, or whose payment address is missing, cannot pay and is left out.
 */
export function paymentChoices(
  config: NetworkConfig,
  liveInfo: LiveInfo,
  rates: Readonly<Record<string, string>>,
): PaymentChoice[] {
  const choices = liveInfo.assets.flatMap((asset): PaymentChoice[] => {
    const chain = config.chains[asset.chain];
    if (chain === undefined) return [];
    const payer = chain.type;
    const paidTo = payer === "eosio" ? asset.swapFund : asset.ourAddress;
    if (paidTo === null || (payer === "eosio" && asset.tokenContract === null)) return [];
    const total = createAccountTotal(liveInfo.onboarding.cost, asset.symbol, asset.decimals, rates);
    if (total === null || total <= 0n) return [];
    return [
      {
        key: choiceKey(asset.symbol, asset.chain),
        symbol: asset.symbol,
        chain: asset.chain,
        chainLabel: chain.label,
        decimals: asset.decimals,
        payer,
        tokenContract: asset.tokenContract,
        swapFund: asset.swapFund,
        ourAddress: asset.ourAddress,
        total,
      },
    ];
  });
  return accountPaymentOptions(choices);
}
