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

/** The entries the Bridge page offers from `chain`: its own tokens (lock) and each other chain's (retire). */
export function devnetBridgeTokens(chain: DevnetChainName): BridgeToken[] {
  return DEVNET_CHAIN_NAMES.filter((other) => other !== chain).flatMap((other) => [
    ...bridgedTokensOf(chain).map(
      (token): BridgeToken => ({
        symbol: token.symbol,
        decimals: token.precision,
        nativeTC: token.contract,
        pairedWrapTC: wrapTokenAccount(chain),
        sourceLockTC: token.contract,
        wrapLockContract: wrapLockAccount(other),
        pairedChainId: DEVNET_CHAIN_IDS[other],
        group: "native",
      }),
    ),
    ...bridgedTokensOf(other).map(
      (token): BridgeToken => ({
        symbol: token.symbol,
        decimals: token.precision,
        nativeTC: token.contract,
        pairedWrapTC: wrapTokenAccount(other),
        sourceLockTC: wrapTokenAccount(other),
        wrapLockContract: wrapLockAccount(chain),
        pairedChainId: DEVNET_CHAIN_IDS[other],
        group: "wrapped",
      }),
    ),
  ]);
}
