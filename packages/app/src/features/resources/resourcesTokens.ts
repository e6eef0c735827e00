import type { LiveInfo, SwapPair } from "@ux/core/accounts/socket";
import type { NetworkConfig } from "@ux/core/config";
import { DEFAULT_DECIMALS } from "@ux/core/money";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";

/** A token the Resources page can send: one of the service's pairs' send side, on an Ethereum chain. */
export interface SendToken {
  /** `SYMBOL@chain`: how the select names it. */
  readonly key: string;
  readonly symbol: string;
  readonly chain: string;
  readonly chainLabel: string;
  readonly decimals: number;
  /** The ERC-20 contract; null for ETH. */
  readonly tokenContract: string | null;
  /** The service's receiving address. */
  readonly ourAddress: string | null;
}

/** A UX token the page can receive for a send token: the pair and the receive token's decimals. */
export interface ReceiveChoice {
  readonly symbol: string;
  readonly decimals: number;
  readonly pair: SwapPair;
}

export const tokenKey = (symbol: string, chain: string) => `${symbol}@${chain}`;

/**
 * The select's tokens: the send side of every pair (once each, in the service's order) on an Ethereum chain
 * this config knows, whose decimals and address liveInfo gives. Empty until both have arrived.
 */
export function sendTokens(
  config: NetworkConfig,
  pairs: readonly SwapPair[] | null,
  liveInfo: LiveInfo | null,
): SendToken[] {
  if (pairs === null || liveInfo === null) return [];
  const tokens = new Map<string, SendToken>();
  for (const pair of pairs) {
    const { symbol, chain } = pair.send;
    const key = tokenKey(symbol, chain);
    const chainConfig = config.chains[chain];
    const asset = liveInfo.assets.find(
      (candidate) => candidate.symbol === symbol && candidate.chain === chain,
    );
    if (tokens.has(key) || chainConfig?.type !== "ethereum" || asset === undefined) continue;
    tokens.set(key, {
      key,
      symbol,
      chain,
      chainLabel: chainConfig.label,
      decimals: asset.decimals,
      tokenContract: asset.tokenContract,
      ourAddress: asset.ourAddress,
    });
  }
  return [...tokens.values()];
}

/** What a send token can buy on UX (UTX, UTXRAM), in the service's order, with the UX token's decimals. */
export function receiveChoices(
  config: NetworkConfig,
  pairs: readonly SwapPair[] | null,
  token: SendToken | null,
): ReceiveChoice[] {
  if (pairs === null || token === null) return [];
  const uxTokens = config.chains[NATIVE_CHAIN]?.balances ?? [];
  return pairs
    .filter(
      (pair) =>
        pair.send.symbol === token.symbol &&
        pair.send.chain === token.chain &&
        pair.receive.chain === NATIVE_CHAIN,
    )
    .map((pair) => ({
      symbol: pair.receive.symbol,
      decimals:
        uxTokens.find((candidate) => candidate.symbol === pair.receive.symbol)?.decimals ?? DEFAULT_DECIMALS,
      pair,
    }));
}
