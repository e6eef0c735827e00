import { wrapLockAccount, wrapTokenAccount } from "@ux/core/bridge/contract";
import type { BridgeToken } from "@ux/core/config";
import { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "./chainIds";
import { CHAIN_SPECS, type TokenSpec } from "./chainSpecs";

/*
 * What the devnet's bridge carries (bridgeGenesis.ts deploys the contracts): each chain's own tokens UTX
 * and UTXRAM (ux), EOS, WAX and TLOS, between every pair of chains, as the Bridge page's token entries
 * of the local network's config.
 */

const BRIDGED_SYMBOLS: Readonly<Record<DevnetChainName, readonly string[]>> = {
  ux: ["UTX", "UTXRAM"],
  eos: ["EOS"],
  wax: ["WAX"],
  telos: ["TLOS"],
};

/** The tokens native to `chain` that its ibc.wl.* contracts lock. */
export function bridgedTokensOf(chain: DevnetChainName): TokenSpec[] {
  return CHAIN_SPECS[chain].tokens.filter((token) => BRIDGED_SYMBOLS[chain].includes(token.symbol));
}

/**
 * The Bridge page's entry, on `from`, of a token native to `native` that the bridge carries between
 * `native` and `paired`: locked by ibc.wl.<paired> on `native`, issued by ibc.wt.<native> on `paired`.
 */
function bridgeEntry(
  token: TokenSpec,
  native: DevnetChainName,
  paired: DevnetChainName,
  from: DevnetChainName,
): BridgeToken {
  const onNative = from === native;
  return {
    symbol: token.symbol,
    decimals: token.precision,
    nativeTC: token.contract,
    pairedWrapTC: wrapTokenAccount(native),
    sourceLockTC: onNative ? token.contract : wrapTokenAccount(native),
    wrapLockContract: wrapLockAccount(paired),
    pairedChainId: DEVNET_CHAIN_IDS[onNative ? paired : native],
    group: onNative ? "native" : "wrapped",
  };
}

/** The entries the Bridge page offers from `chain`: its own tokens (lock) and each other chain's (retire). */
export function devnetBridgeTokens(chain: DevnetChainName): BridgeToken[] {
  return DEVNET_CHAIN_NAMES.filter((other) => other !== chain).flatMap((other) => [
    ...bridgedTokensOf(chain).map((token) => bridgeEntry(token, chain, other, chain)),
    ...bridgedTokensOf(other).map((token) => bridgeEntry(token, other, chain, chain)),
  ]);
}
